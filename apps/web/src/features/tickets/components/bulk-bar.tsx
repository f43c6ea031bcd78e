// The queue's bulk actions (docs/product.md: support desk): once rows are chosen, a bar says how
// many and acts on each of them at once (assign, change the status, send a saved reply) through
// the bulk route, which checks each ticket as if acted on alone; its answer (how many changed, and
// each refusal with the server's reason) is shown under the bar, and stays there, the tickets done
// let go, until it is dismissed or the next action answers.
import { formatCount } from "@app/shared/format";
import type { BulkTicketActionInput, BulkTicketResult } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Alert, Button, Group, List, Menu, Paper, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconChevronDown } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { errorMessage } from "@/lib/api-client";
import { useUser } from "@/lib/auth";
import { openConfirm } from "@/lib/confirm";
import { useLanguage } from "@/lib/i18n";
import { useSavedReplySearch } from "../../saved-replies/api/saved-replies";
import { useStaffMembers } from "../api/assign-ticket";
import { useBulkTickets } from "../api/bulk-tickets";
import classes from "./staff-queue.module.css";
import { statusName } from "./ticket-labels";

const BULK_STATUSES = ["open", "pending", "closed"] as const;
const NOBODY = "nobody";

export function BulkBar({
  selected,
  referenceOf,
  onDone,
  onOutcome,
  onClear,
}: {
  /** The chosen tickets' ids. */
  selected: string[];
  /** A chosen ticket's reference (T-000123), to name a refused one. */
  referenceOf: (id: string) => string;
  /** After an action: the refused tickets stay chosen, the others are let go. */
  onDone: (refused: string[]) => void;
  /** The answer to show (null while an action runs). */
  onOutcome: (outcome: BulkOutcomeValue | null) => void;
  onClear: () => void;
}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const user = useUser();
  const bulk = useBulkTickets();
  const [memberSearch, setMemberSearch] = useState("");
  const [memberQ] = useDebouncedValue(memberSearch.trim(), SEARCH_DELAY_MS);
  const [membersWanted, setMembersWanted] = useState(false);
  const members = useStaffMembers(membersWanted ? memberQ : "");
  const [replySearch, setReplySearch] = useState("");
  const [replyQ] = useDebouncedValue(replySearch.trim(), SEARCH_DELAY_MS);
  const [repliesWanted, setRepliesWanted] = useState(false);
  const replies = useSavedReplySearch(replyQ, repliesWanted);
  const count = formatCount(selected.length, locale);

  const act = (action: BulkTicketActionInput["action"]) => {
    const ids = [...selected];
    const names = Object.fromEntries(ids.map((id) => [id, referenceOf(id)]));
    onOutcome(null);
    bulk.mutate(
      { ids, action },
      {
        onSuccess: (result) => {
          onOutcome({ result, names });
          onDone(result.refused.map((row) => row._id));
        },
        onError: (error) => onOutcome({ error }),
      },
    );
  };

  const memberOptions = [
    { value: NOBODY, label: t`Nobody` },
    ...(members.data?.items ?? []).map((member) => ({
      value: member._id,
      label: member._id === user?._id ? t`${member.name} (me)` : member.name,
    })),
  ];

  return (
    <Paper
      component="section"
      aria-label={t`Bulk actions`}
      withBorder
      p="sm"
      className={classes.bulkBar}
      data-bulk-bar
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text fw={600} role="status" data-selected-count>
            {t`${count} selected`}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClear}>
            <Trans>Clear selection</Trans>
          </Button>
        </Group>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <Button
            variant="default"
            size="sm"
            disabled={bulk.isPending || !user}
            onClick={() => user && act({ kind: "assign", assignee: user._id })}
          >
            <Trans>Assign to me</Trans>
          </Button>
          <Select
            className={classes.bulkField}
            size="sm"
            label={t`Assign to`}
            placeholder={t`Choose a staff member`}
            searchable
            searchValue={memberSearch}
            onSearchChange={setMemberSearch}
            filter={({ options }) => options}
            data={memberOptions}
            value={null}
            disabled={bulk.isPending}
            onDropdownOpen={() => setMembersWanted(true)}
            onChange={(choice) => {
              setMemberSearch("");
              if (choice) act({ kind: "assign", assignee: choice === NOBODY ? null : choice });
            }}
            nothingFoundMessage={
              members.isFetching ? t`Searching…` : t`No staff member by that name`
            }
            comboboxProps={{ withinPortal: true }}
          />
          <Menu position="bottom-start" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                size="sm"
                disabled={bulk.isPending}
                rightSection={<IconChevronDown size={14} aria-hidden />}
              >
                <Trans>Change status</Trans>
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {BULK_STATUSES.map((status) => (
                <Menu.Item key={status} onClick={() => act({ kind: "status", status })}>
                  {statusName(i18n, status)}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Select
            className={classes.bulkField}
            size="sm"
            label={t`Send a saved reply`}
            placeholder={t`Choose or search`}
            searchable
            searchValue={replySearch}
            onSearchChange={setReplySearch}
            filter={({ options }) => options}
            data={(replies.data?.items ?? []).map((reply) => ({
              value: reply._id,
              label: reply.title,
            }))}
            value={null}
            disabled={bulk.isPending}
            onDropdownOpen={() => setRepliesWanted(true)}
            onChange={(id) => {
              setReplySearch("");
              const reply = replies.data?.items.find((item) => item._id === id);
              if (!reply) return;
              const title = reply.title;
              openConfirm({
                title: t`Send “${title}” to ${count} customers?`,
                children: (
                  <Text size="sm">
                    <Trans>
                      Each customer gets it as a reply, in their own language. It cannot be taken
                      back.
                    </Trans>
                  </Text>
                ),
                labels: { confirm: t`Send`, cancel: t`Cancel` },
                onConfirm: () => act({ kind: "reply", savedReply: reply._id }),
              });
            }}
            nothingFoundMessage={
              replies.isPending
                ? t`Loading…`
                : replies.isError
                  ? t`Could not load the saved replies`
                  : replyQ
                    ? t`No saved reply matches`
                    : t`No saved replies yet: add them under Saved replies`
            }
            comboboxProps={{ withinPortal: true }}
          />
          {bulk.isPending && (
            <Text size="sm" role="status">
              <Trans>Working…</Trans>
            </Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/** A bulk action's answer: what was done and refused (with the refused tickets' references). */
export type BulkOutcomeValue =
  | { result: BulkTicketResult; names: Record<string, string> }
  | { error: unknown };

export function BulkOutcome({
  outcome,
  onClose,
}: {
  outcome: BulkOutcomeValue | null;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  if (outcome === null) return null;
  const close = { withCloseButton: true, onClose, closeButtonLabel: t`Dismiss` };
  if ("error" in outcome) {
    return (
      <Alert color="red" role="alert" title={t`Nothing was changed`} data-bulk-outcome {...close}>
        {errorMessage(outcome.error)}
      </Alert>
    );
  }
  const { result, names } = outcome;
  const done = formatCount(result.done.length, locale);
  const refused = formatCount(result.refused.length, locale);
  return (
    <Alert
      color={result.refused.length > 0 ? "orange" : "green"}
      role="status"
      title={
        result.refused.length > 0 ? t`${done} changed, ${refused} refused` : t`${done} changed`
      }
      data-bulk-outcome
      {...close}
    >
      {result.refused.length > 0 && (
        <List size="sm">
          {result.refused.map((row) => (
            <List.Item key={row._id}>
              {names[row._id] ?? row._id}: {row.message}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}

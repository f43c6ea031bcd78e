// An agent's own views of the queue (decision 046), beside the shared ones: each a button that
// puts its filters in the address, with how many tickets it holds; "Save this view" names the
// queue's current filters and sort; a view is deleted with the site's DeleteButton.
import { formatCount } from "@app/shared/format";
import { CreateTicketViewSchema, type SavedTicketView } from "@app/shared/tickets";
import { Trans, useLingui } from "@lingui/react/macro";
import { Badge, Button, Group, Modal, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDeviceFloppy, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import type { ListQuery } from "@/lib/use-list-params";
import {
  useCreateTicketView,
  useDeleteTicketView,
  useSavedViewCount,
  useTicketViews,
  viewQuery,
} from "../api/ticket-views";

/** The same filters and sort, whatever their order. */
export function sameFilters(a: ListQuery, b: ListQuery): boolean {
  const entries = (query: ListQuery) =>
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== "")
      .sort(([x], [y]) => x.localeCompare(y));
  return JSON.stringify(entries(a)) === JSON.stringify(entries(b));
}

/** The agent's views as buttons with their counts, each with its delete button. */
export function SavedViewButtons({ current }: { current: ListQuery }) {
  const views = useTicketViews();
  const items = views.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <>
      {items.map((view) => (
        <SavedViewButton
          key={view._id}
          view={view}
          active={sameFilters(current, viewQuery(view))}
        />
      ))}
    </>
  );
}

function SavedViewButton({ view, active }: { view: SavedTicketView; active: boolean }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const navigate = useNavigate();
  const count = useSavedViewCount(view);
  const remove = useDeleteTicketView();
  const name = view.name;
  return (
    <Group gap={4} wrap="nowrap" data-saved-view={name}>
      <Button
        size="compact-md"
        variant={active ? "filled" : "light"}
        aria-current={active ? "page" : undefined}
        onClick={() =>
          void navigate({
            search: active
              ? ""
              : `?${new URLSearchParams(viewQuery(view) as Record<string, string>)}`,
          })
        }
        rightSection={
          count.data === undefined ? null : (
            <Badge size="sm" variant={active ? "white" : "light"} color="dark" data-view-count>
              {formatCount(count.data, locale)}
            </Badge>
          )
        }
      >
        {name}
      </Button>
      <DeleteButton
        label={t`Delete the view ${name}`}
        title={t`Delete the view “${name}”?`}
        consequence={t`Only your view is deleted; its tickets stay as they are.`}
        onConfirm={() => remove.mutateAsync(view._id)}
        variant="subtle"
        size="compact-md"
      >
        <IconTrash size={16} aria-hidden />
      </DeleteButton>
    </Group>
  );
}

/** "Save this view": names the queue's filters and sort as a view of the agent's own. */
export function SaveViewButton({ filters }: { filters: ListQuery }) {
  const { t } = useLingui();
  const [opened, setOpened] = useState(false);
  const create = useCreateTicketView();
  const form = useForm<{ name: string }>({
    initialValues: { name: "" },
    validate: useSchemaResolver(CreateTicketViewSchema.pick({ name: true })),
  });
  const close = () => {
    create.reset();
    setOpened(false);
  };
  const submit = form.onSubmit((values) => {
    create.mutate(
      { name: values.name, filters },
      {
        onSuccess: (view) => {
          const name = view.name;
          notifySuccess(t`View “${name}” saved`);
          form.reset();
          close();
        },
        onError: showFieldErrors(form),
      },
    );
  });
  return (
    <>
      <Button
        size="compact-md"
        variant="subtle"
        leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        <Trans>Save this view</Trans>
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t`Save this view`}
        closeButtonProps={{ "aria-label": t`Close dialog` }}
      >
        <form onSubmit={submit} noValidate>
          <Stack>
            <TextInput
              label={t`Name of the view`}
              description={t`The queue's search, filters and order are kept; only you see it.`}
              data-autofocus
              maxLength={80}
              {...form.getInputProps("name")}
            />
            <FormError error={create.error} form={form} title={t`The view was not saved`} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={create.isPending}>
                <Trans>Save</Trans>
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}

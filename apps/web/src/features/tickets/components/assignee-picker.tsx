// Who handles a ticket (docs/product.md: support desk): staff pick a member of staff or an admin, or nobody, from one
// box that searches as they type (the server's first 100 names that match) and saves the choice
// they make. Choosing an option is an explicit act (a click, or Enter on it: the arrow keys only
// move through the list), so there is no separate Save button.
import type { StaffTicket } from "@app/shared/tickets";
import { useLingui } from "@lingui/react/macro";
import { Loader, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAssignTicket, useStaffMembers } from "../api/assign-ticket";

const NOBODY = "nobody";

/**
 * Saves a ticket's assignee (null: nobody) and says so: the picker's choice and the ticket's `a`
 * (assign to me) alike.
 */
export function useAssignTo() {
  const { t } = useLingui();
  const assign = useAssignTicket();
  const assignTo = (ticketId: string, assignee: string | null, onError?: () => void) =>
    assign.mutate(
      { ticketId, input: { assignee } },
      {
        onSuccess: (saved) =>
          notifySuccess(
            saved.assignee ? t`Assigned to ${saved.assignee.name}` : t`Nobody is assigned now`,
          ),
        onError: (error) => {
          onError?.();
          notifyError(error);
        },
      },
    );
  return { assignTo, saving: assign.isPending };
}

export function AssigneePicker({ ticket }: { ticket: StaffTicket }) {
  const { t } = useLingui();
  const NOBODY_LABEL = t`Nobody`;
  const user = useUser();
  const { assignTo, saving } = useAssignTo();
  const current = ticket.assignee?._id ?? NOBODY;
  const nameOf = (member: { _id: string; name: string }) =>
    member._id === user?._id ? t`${member.name} (me)` : member.name;
  // As its option reads, whether or not the list of names has loaded.
  const currentLabel = ticket.assignee ? nameOf(ticket.assignee) : NOBODY_LABEL;
  // The box shows the chosen name until someone types; then what they type is the search.
  const [search, setSearch] = useState(currentLabel);
  // A new assignee (saved here, or by the `a` key) shows in the box.
  const [shown, setShown] = useState(currentLabel);
  if (shown !== currentLabel) {
    setShown(currentLabel);
    setSearch(currentLabel);
  }
  const typed = search.trim() === currentLabel ? "" : search.trim();
  const [q] = useDebouncedValue(typed, 250);
  const members = useStaffMembers(q);

  const options = [
    { value: NOBODY, label: NOBODY_LABEL },
    ...(members.data?.items ?? []).map((member) => ({ value: member._id, label: nameOf(member) })),
  ];
  // The current assignee stays a choice even beyond the first page of names.
  if (ticket.assignee && !options.some((option) => option.value === ticket.assignee?._id)) {
    options.push({ value: ticket.assignee._id, label: currentLabel });
  }

  const labelOf = (value: string) =>
    options.find((option) => option.value === value)?.label ?? currentLabel;

  return (
    <Select
      label={t`Assigned to`}
      miw={220}
      searchable
      value={current}
      data={options}
      searchValue={search}
      onSearchChange={setSearch}
      // The server has matched the names already (by name or email).
      filter={({ options: found }) => found}
      nothingFoundMessage={members.isFetching ? t`Searching…` : t`No staff member by that name`}
      allowDeselect={false}
      disabled={saving}
      rightSection={saving ? <Loader size="xs" aria-label={t`Saving`} /> : undefined}
      // Leaving the box with a half-typed search shows the chosen name again.
      onBlur={() => setSearch(labelOf(current))}
      onChange={(choice) => {
        if (choice === null || choice === current) return;
        assignTo(ticket._id, choice === NOBODY ? null : choice, () => setSearch(currentLabel));
      }}
    />
  );
}

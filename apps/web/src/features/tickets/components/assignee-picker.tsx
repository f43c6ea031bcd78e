// Who handles a ticket (issue 20): staff choose a member of staff or an admin, or nobody, and Save
// (a native select changes on ArrowDown, so nothing is saved until Save, as the status picker).
import type { StaffTicket } from "@app/shared/tickets";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { useUser } from "@/lib/auth";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useAssignTicket, useStaffMembers } from "../api/assign-ticket";

const NOBODY = "";

export function AssigneePicker({ ticket }: { ticket: StaffTicket }) {
  const user = useUser();
  // The select offers the first 100 names that match what is typed here.
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), 250);
  const members = useStaffMembers(q);
  const assign = useAssignTicket();
  const current = ticket.assignee?._id ?? NOBODY;
  const [choice, setChoice] = useState(current);
  const options = [
    { value: NOBODY, label: "Nobody" },
    ...(members.data?.items ?? []).map((member) => ({
      value: member._id,
      label: member._id === user?._id ? `${member.name} (me)` : member.name,
    })),
  ];
  // The current assignee stays a choice even beyond the first page of names.
  if (ticket.assignee && !options.some((option) => option.value === ticket.assignee?._id)) {
    options.push({ value: ticket.assignee._id, label: ticket.assignee.name });
  }
  const unavailable = assign.isPending || choice === current;
  return (
    <Group gap={6} align="flex-end">
      <TextInput
        label="Find staff"
        placeholder="Name or email"
        w={150}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      <NativeSelect
        label="Assigned to"
        miw={180}
        value={choice}
        data={options}
        onChange={(event) => setChoice(event.currentTarget.value)}
      />
      <Button
        variant="default"
        aria-label="Save: Assigned to"
        data-disabled={unavailable || undefined}
        aria-disabled={unavailable}
        onClick={() => {
          if (unavailable) return;
          assign.mutate(
            { ticketId: ticket._id, input: { assignee: choice === NOBODY ? null : choice } },
            {
              onSuccess: (saved) =>
                notifySuccess(
                  saved.assignee ? `Assigned to ${saved.assignee.name}` : "Nobody is assigned now",
                ),
              onError: notifyError,
            },
          );
        }}
      >
        {assign.isPending ? "Saving…" : "Save"}
      </Button>
    </Group>
  );
}

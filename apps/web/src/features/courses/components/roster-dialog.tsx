// A batch's students: its accepted admissions, a page at a time, with their guardians.
import { type Batch, type RosterEntry, RosterQuerySchema } from "@app/shared/courses";
import { formatDate } from "@app/shared/format";
import { useLingui } from "@lingui/react/macro";
import { Anchor, Modal } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { type Column, DataTable } from "@/components/data-table";
import { useLanguage } from "@/lib/i18n";
import { useListParams } from "@/lib/use-list-params";
import { useRoster } from "../api/staff-courses";

export function RosterDialog({ batch, onClose }: { batch: Batch | null; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const narrow = useMediaQuery("(max-width: 48em)");
  const list = useListParams(RosterQuerySchema, { prefix: "roster" });
  const roster = useRoster(batch?._id ?? null, list.query);
  const columns: Column<RosterEntry>[] = [
    { header: t`Name`, cell: (entry) => entry.name, sort: "name", wrap: true },
    {
      header: t`Mobile`,
      cell: (entry) => <Anchor href={`tel:${entry.mobile}`}>{entry.mobile}</Anchor>,
    },
    { header: t`Email`, cell: (entry) => entry.email, wrap: true },
    {
      header: t`Guardian`,
      wrap: true,
      cell: (entry) => [entry.guardianName, entry.guardianPhone].filter(Boolean).join(", ") || "—",
    },
    {
      header: t`Accepted`,
      cell: (entry) => formatDate(entry.acceptedAt, locale),
      sort: "acceptedAt",
    },
  ];
  const name = batch?.name ?? "";
  return (
    <Modal
      opened={batch !== null}
      onClose={onClose}
      title={t`Students of ${name}`}
      size={900}
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      {batch && (
        <DataTable
          query={roster}
          list={list}
          columns={columns}
          rowKey={(entry) => entry.admission}
          label={t`Students of ${name}`}
          minWidth={640}
          loadingLabel={t`Loading the students`}
          empty={t`No students yet`}
          emptyHint={t`An admission naming this batch joins it when staff accept it.`}
          noMatch={t`No students match`}
        />
      )}
    </Modal>
  );
}

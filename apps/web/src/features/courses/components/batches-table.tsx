// A course's batches as staff keep them: when and where each meets, its seats taken, its fee, and
// its students.
import { type Batch, BatchListQuerySchema, type CourseDetail } from "@app/shared/courses";
import { formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteBatch, useStaffBatches } from "../api/staff-courses";
import { BatchForm } from "./batch-form";
import { formatFee, useDateText, useFeePlanText, useTimetableText } from "./course-words";
import { RosterDialog } from "./roster-dialog";

export function BatchesTable({
  course,
  header,
}: {
  course: CourseDetail;
  header: (newBatch: ReactNode) => ReactNode;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const planText = useFeePlanText();
  const timetable = useTimetableText();
  const dateText = useDateText();
  const fields: ListField<ListFilterName<typeof BatchListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search batches`, placeholder: t`Name, teacher or room` },
  ];
  const list = useListParams(BatchListQuerySchema);
  const remove = useDeleteBatch();
  const [editing, setEditing] = useState<Batch | null>(null);
  const [opened, setOpened] = useState(false);
  const [roster, setRoster] = useState<Batch | null>(null);
  const open = (batch: Batch | null) => {
    setEditing(batch);
    setOpened(true);
  };
  const columns: Column<Batch>[] = [
    { header: t`Batch`, cell: (batch) => batch.name, sort: "name", wrap: true },
    { header: t`Starts`, cell: (batch) => dateText(batch.startDate), sort: "startDate" },
    { header: t`Days and times`, cell: (batch) => timetable(batch), wrap: true },
    {
      header: t`Teacher and room`,
      wrap: true,
      cell: (batch) => (
        <Stack gap={0}>
          <Text size="sm">{batch.teacher || "—"}</Text>
          <Text size="xs" c="gray.7">
            {batch.online ? t`Online` : batch.room || "—"}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Seats taken`,
      cell: (batch) => {
        const taken = formatCount(batch.seatsTaken, locale);
        const seats = formatCount(batch.seats, locale);
        return <span data-testid="seats-taken">{t`${taken} of ${seats}`}</span>;
      },
    },
    {
      header: t`Fee`,
      wrap: true,
      cell: (batch) => {
        const fee = batch.fee ?? { totalFee: course.totalFee, feePlan: course.feePlan };
        return (
          <Stack gap={0}>
            <Text size="sm">{formatFee(fee.totalFee, locale)}</Text>
            <Text size="xs" c="gray.7">
              {batch.fee ? planText(fee.feePlan) : t`The course's fee`}
            </Text>
          </Stack>
        );
      },
    },
    {
      header: t`Actions`,
      cell: (batch) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            onClick={() => setRoster(batch)}
            aria-label={t`Students of ${batch.name}`}
          >
            <Trans>Students</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={`/staff/money/dues?batchId=${encodeURIComponent(batch._id)}`}
            aria-label={t`Dues of ${batch.name}`}
          >
            <Trans>Dues</Trans>
          </Button>
          <Button
            size="xs"
            variant="default"
            onClick={() => open(batch)}
            aria-label={t`Change ${batch.name}`}
          >
            <Trans>Change</Trans>
          </Button>
          <DeleteButton
            variant="light"
            label={t`Delete ${batch.name}`}
            title={t`Delete "${batch.name}"?`}
            consequence={
              <Text size="sm">
                <Trans>A batch that admissions name cannot be deleted.</Trans>
              </Text>
            }
            onConfirm={() =>
              remove.mutate(batch._id, {
                onSuccess: () => notifySuccess(t`"${batch.name}" was deleted`),
                onError: notifyError,
              })
            }
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      {header(
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New batch</Trans>
        </Button>,
      )}
      <DataTable
        query={useStaffBatches(course.code, list.query)}
        list={list}
        toolbar={<ListToolbar label={t`batches`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(batch) => batch._id}
        label={t`Batches`}
        minWidth={820}
        loadingLabel={t`Loading batches`}
        empty={t`No batches yet`}
        emptyHint={t`Add a batch with its days, times and seats; applicants choose it on the admission form.`}
        noMatch={t`No batches match`}
      />
      <BatchForm
        course={course.code}
        opened={opened}
        onClose={() => setOpened(false)}
        editing={editing}
      />
      <RosterDialog batch={roster} onClose={() => setRoster(null)} />
    </>
  );
}

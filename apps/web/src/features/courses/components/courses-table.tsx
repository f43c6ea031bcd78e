// The courses staff keep: found by code or name and filtered by group, each with its fee and plan,
// whether it takes admissions, its batches, and a badge for a language its name still lacks.
import { COURSE_GROUPS, type CourseDetail, CourseListQuerySchema } from "@app/shared/courses";
import { formatCount } from "@app/shared/format";
import { missingLanguages, textIn } from "@app/shared/localized-text";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Badge, Button, Group, Stack, Text, VisuallyHidden } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { MissingLanguages } from "@/components/missing-languages";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteCourse, useStaffCourses } from "../api/staff-courses";
import { CourseForm } from "./course-form";
import { boardName, formatFee, GROUP_NAMES, useFeePlanText } from "./course-words";

export const staffBatchesPath = (code: string) =>
  `/staff/courses/${encodeURIComponent(code)}/batches`;

export function CoursesTable({ header }: { header: (newCourse: ReactNode) => ReactNode }) {
  const { t, i18n } = useLingui();
  const { language, locale } = useLanguage();
  const planText = useFeePlanText();
  const fields: ListField<ListFilterName<typeof CourseListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search courses`, placeholder: t`Code or name` },
    {
      kind: "select",
      name: "group",
      label: t`Group`,
      options: COURSE_GROUPS.map((group) => ({ value: group, label: i18n._(GROUP_NAMES[group]) })),
    },
  ];
  const list = useListParams(CourseListQuerySchema);
  const remove = useDeleteCourse();
  const [editing, setEditing] = useState<CourseDetail | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (course: CourseDetail | null) => {
    setEditing(course);
    setOpened(true);
  };
  const columns: Column<CourseDetail>[] = [
    {
      header: t`Course`,
      sort: "name",
      wrap: true,
      cell: (course) => (
        <Stack gap={2}>
          <Text size="sm" fw={500}>
            {textIn(course.name, language)}
          </Text>
          <Text size="xs" c="gray.7">
            {[course.code, boardName(course.board), course.level].filter(Boolean).join(" · ")}
          </Text>
          <MissingLanguages missing={missingLanguages(course.name)} />
        </Stack>
      ),
    },
    { header: t`Group`, cell: (course) => i18n._(GROUP_NAMES[course.group]) },
    {
      header: t`Fee`,
      sort: "totalFee",
      wrap: true,
      cell: (course) => (
        <Stack gap={2}>
          <Text size="sm">{formatFee(course.totalFee, locale)}</Text>
          <Text size="xs" c="gray.7">
            {planText(course.feePlan)}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Admission`,
      cell: (course) =>
        course.admissionOpen ? (
          <Badge color="#237032" c="#ffffff" radius="sm" tt="none">
            <Trans>Open</Trans>
          </Badge>
        ) : (
          <Badge color="#495057" c="#ffffff" radius="sm" tt="none">
            <Trans>Closed</Trans>
          </Badge>
        ),
    },
    {
      header: t`Batches`,
      cell: (course) => {
        const name = textIn(course.name, language);
        const count = formatCount(course.batches, locale);
        return (
          <Anchor component={Link} to={staffBatchesPath(course.code)}>
            {t`${plural(course.batches, { one: `${count} batch`, other: `${count} batches` })}`}{" "}
            <VisuallyHidden>{t`of ${name}`}</VisuallyHidden>
          </Anchor>
        );
      },
    },
    {
      header: t`Actions`,
      cell: (course) => {
        const name = textIn(course.name, language);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => open(course)}
              aria-label={t`Change ${name}`}
            >
              <Trans>Change</Trans>
            </Button>
            <DeleteButton
              variant="light"
              label={t`Delete ${name}`}
              title={t`Delete "${name}"?`}
              consequence={
                <Text size="sm">
                  <Trans>
                    Its batches go with it. A course that admissions name cannot be deleted: close
                    its admission instead.
                  </Trans>
                </Text>
              }
              onConfirm={() =>
                remove.mutate(course.code, {
                  onSuccess: () => notifySuccess(t`"${name}" was deleted`),
                  onError: notifyError,
                })
              }
            />
          </Group>
        );
      },
    },
  ];

  return (
    <>
      {header(
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New course</Trans>
        </Button>,
      )}
      <DataTable
        query={useStaffCourses(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`courses`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(course) => course.code}
        label={t`Courses`}
        minWidth={760}
        loadingLabel={t`Loading courses`}
        empty={t`No courses yet`}
        emptyHint={t`Add the classes and courses the institute teaches, with their fees.`}
        noMatch={t`No courses match`}
      />
      <CourseForm opened={opened} onClose={() => setOpened(false)} editing={editing} />
    </>
  );
}

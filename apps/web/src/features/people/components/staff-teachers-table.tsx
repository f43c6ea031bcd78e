// The teachers staff keep (back office): in the site's order, with whether they are shown and the
// languages their texts still lack, found by name or subject; a row opens the teacher's editor.
import { formatCount } from "@app/shared/format";
import { StaffPeopleListQuerySchema, type StaffTeacher } from "@app/shared/people";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { MissingLanguages } from "@/components/missing-languages";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useStaffTeachers } from "../api/people";
import { ShownBadge } from "./shown-badge";

export function StaffTeachersTable({ header }: { header: (newTeacher: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(StaffPeopleListQuerySchema);
  const fields: ListField<ListFilterName<typeof StaffPeopleListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search teachers`,
      placeholder: t`Part of a name or subject`,
    },
  ];
  const columns: Column<StaffTeacher>[] = [
    {
      header: t`Place`,
      cell: (teacher) => formatCount(teacher.position, locale),
      sort: "position",
    },
    {
      header: t`Teacher`,
      cell: (teacher) => (
        <Stack gap={0}>
          <Anchor component={Link} to={`/staff/teachers/${teacher._id}`} fw={600}>
            {teacher.name.en || teacher.name.bn}
          </Anchor>
          <Text size="sm">{teacher.subjects.en || teacher.subjects.bn}</Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`On the site`,
      cell: (teacher) => <ShownBadge shown={teacher.published} />,
    },
    {
      header: t`Languages`,
      cell: (teacher) => <MissingLanguages missing={teacher.missing} showComplete />,
    },
  ];
  return (
    <>
      {header(
        <Button
          component={Link}
          to="/staff/teachers/new"
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          <Trans>New teacher</Trans>
        </Button>,
      )}
      <DataTable
        query={useStaffTeachers(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`teachers`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(teacher) => teacher._id}
        rowProps={(teacher) => ({ "data-teacher": teacher._id })}
        label={t`Teachers`}
        minWidth={560}
        loadingLabel={t`Loading the teachers`}
        empty={t`No teachers yet`}
        noMatch={t`No teachers match`}
      />
    </>
  );
}

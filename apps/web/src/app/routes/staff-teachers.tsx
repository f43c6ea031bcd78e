import { useLingui } from "@lingui/react/macro";
import { PageHeader } from "@/components/page-header";
import { StaffTeachersTable } from "@/features/people/components/staff-teachers-table";

export function StaffTeachersRoute() {
  const { t } = useLingui();
  return (
    <StaffTeachersTable
      header={(newTeacher) => (
        <PageHeader
          title={t`Teachers`}
          subtitle={t`The teachers the site presents, in English and Bengali, in their order.`}
          actions={newTeacher}
        />
      )}
    />
  );
}

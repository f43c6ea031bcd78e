import { useLingui } from "@lingui/react/macro";
import { Anchor, Stack } from "@mantine/core";
import { Link, useParams } from "react-router";
import { PageHeader } from "@/components/page-header";
import { ErrorState, LoadingState } from "@/components/query-states";
import { useStaffTeacher } from "@/features/people/api/people";
import { TeacherEditor, TeacherPhoto } from "@/features/people/components/teacher-editor";
import { useUser } from "@/lib/auth";

export function StaffTeacherRoute() {
  const { t } = useLingui();
  const { teacherId = "" } = useParams();
  const isNew = teacherId === "new";
  const teacher = useStaffTeacher(isNew ? undefined : teacherId);
  const isAdmin = useUser()?.role === "admin";
  const back = (
    <Anchor component={Link} to="/staff/teachers">
      {t`All teachers`}
    </Anchor>
  );
  if (isNew) {
    return (
      <Stack>
        <PageHeader title={t`New teacher`} actions={back} />
        <TeacherEditor />
      </Stack>
    );
  }
  if (teacher.isPending) return <LoadingState label={t`Loading the teacher`} />;
  if (teacher.isError) {
    return (
      <ErrorState
        error={teacher.error}
        title={t`Could not load the teacher`}
        onRetry={() => void teacher.refetch()}
      />
    );
  }
  return (
    <Stack>
      <PageHeader title={teacher.data.name.en || teacher.data.name.bn} actions={back} />
      <TeacherEditor key={teacher.data._id} teacher={teacher.data} />
      <TeacherPhoto teacher={teacher.data} canChooseUploaded={isAdmin} />
    </Stack>
  );
}

import { useLingui } from "@lingui/react/macro";
import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { TeacherPhotoList } from "@/features/teachers/components/teacher-photo-list";
import { TeacherUploadForm } from "@/features/teachers/components/teacher-upload-form";

export function TeacherUploadRoute() {
  const { t } = useLingui();
  return (
    <Stack gap="xl">
      <PageHeader title={t`Photo upload`} subtitle={t`A teacher's photo, name and birthdate.`} />
      <TeacherUploadForm />
      <TeacherPhotoList />
    </Stack>
  );
}

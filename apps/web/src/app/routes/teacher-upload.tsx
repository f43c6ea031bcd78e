import { Stack } from "@mantine/core";
import { PageHeader } from "@/components/page-header";
import { TeacherPhotoList } from "@/features/teachers/components/teacher-photo-list";
import { TeacherUploadForm } from "@/features/teachers/components/teacher-upload-form";

export function TeacherUploadRoute() {
  return (
    <Stack gap="xl">
      <PageHeader title="Photo upload" subtitle="A teacher's photo, name and birthdate." />
      <TeacherUploadForm />
      <TeacherPhotoList />
    </Stack>
  );
}

// The photo upload form of /teacherup: photo (.png, .jpg, .jpeg), name and birthdate.
import { TEACHER_PHOTO_EXTENSIONS, TeacherPhotoFieldsSchema } from "@app/shared/teachers";
import { Button, FileInput, Group, Stack, TextInput } from "@mantine/core";
import { type FormErrors, schemaResolver, useForm } from "@mantine/form";
import { FormError } from "@/components/form-error";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useAddTeacherPhoto } from "../api/add-teacher-photo";

type FormValues = { photo: File | null; name: string; birthdate: string };

const ACCEPT = [...TEACHER_PHOTO_EXTENSIONS, "image/png", "image/jpeg"].join(",");
const checkFields = schemaResolver(TeacherPhotoFieldsSchema, { sync: true });

function checkPhoto(photo: File | null): string | null {
  if (!photo) return "Please choose a photo";
  const name = photo.name.toLowerCase();
  return TEACHER_PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension))
    ? null
    : "Only .png, .jpg and .jpeg files can be uploaded";
}

/** Yesterday in the browser's calendar: the latest birthdate the server accepts. */
function yesterday(): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function TeacherUploadForm() {
  const add = useAddTeacherPhoto();
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: { photo: null, name: "", birthdate: "" },
    validate: (values): FormErrors => {
      const photo = checkPhoto(values.photo);
      return { ...checkFields(values), ...(photo ? { photo } : {}) };
    },
  });

  const submit = form.onSubmit(({ photo, name, birthdate }) => {
    if (!photo) return;
    add.mutate(
      { photo, name: name.trim(), birthdate },
      {
        onSuccess: () => {
          notifySuccess("succesfully uploaded details");
          form.reset();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Upload a teacher's photo">
      <Stack maw={480}>
        <FileInput
          label="Photo"
          description="A .png, .jpg or .jpeg image"
          placeholder="Choose a photo"
          // Mantine's placeholder grey is 2:1 on white; the theme's dimmed grey passes 4.5:1.
          styles={{ placeholder: { color: "var(--mantine-color-dimmed)" } }}
          withAsterisk
          clearable
          accept={ACCEPT}
          clearButtonProps={{ "aria-label": "Remove the chosen photo" }}
          {...form.getInputProps("photo")}
        />
        <TextInput label="Name" withAsterisk autoComplete="off" {...form.getInputProps("name")} />
        <TextInput
          label="Birthdate"
          type="date"
          withAsterisk
          min="1900-01-01"
          max={yesterday()}
          {...form.getInputProps("birthdate")}
        />
        <FormError error={add.error} form={form} title="The photo was not uploaded" />
        <Group>
          <Button type="submit" loading={add.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

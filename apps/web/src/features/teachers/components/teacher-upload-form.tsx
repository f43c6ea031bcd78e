// The photo upload form of /teacherup: photo (.png, .jpg, .jpeg), name and birthdate; and
// optionally the teacher profile whose photo it becomes too (decision 067).

import { TEACHER_PHOTO_EXTENSIONS, TeacherPhotoFieldsSchema } from "@app/shared/teachers";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { type FormErrors, useForm } from "@mantine/form";
import { useState } from "react";
import { FormError } from "@/components/form-error";
import { UploadField } from "@/components/upload-field";
import { TeacherProfilePicker } from "@/features/people/components/teacher-profile-picker";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useAddTeacherPhoto } from "../api/add-teacher-photo";

type FormValues = { photo: File | null; name: string; birthdate: string; teacherId: string };

const ACCEPT = [...TEACHER_PHOTO_EXTENSIONS, "image/png", "image/jpeg"].join(",");

function checkPhoto(i18n: I18n, photo: File | null): string | null {
  if (!photo) return i18n._(msg`Please choose a photo`);
  const name = photo.name.toLowerCase();
  return TEACHER_PHOTO_EXTENSIONS.some((extension) => name.endsWith(extension))
    ? null
    : i18n._(msg`Only .png, .jpg and .jpeg files can be uploaded`);
}

/** Yesterday in the browser's calendar: the latest birthdate the server accepts. */
function yesterday(): string {
  const date = new Date();
  date.setDate(date.getDate() - 1);
  const pad = (value: number) => String(value).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function TeacherUploadForm() {
  const { t, i18n } = useLingui();
  const add = useAddTeacherPhoto();
  const [teacherName, setTeacherName] = useState("");
  const checkFields = useSchemaResolver(TeacherPhotoFieldsSchema);
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: { photo: null, name: "", birthdate: "", teacherId: "" },
    validate: (values): FormErrors => {
      const photo = checkPhoto(i18n, values.photo);
      return { ...checkFields(values), ...(photo ? { photo } : {}) };
    },
  });

  const submit = form.onSubmit(({ photo, name, birthdate, teacherId }) => {
    if (!photo) return;
    add.mutate(
      { photo, name: name.trim(), birthdate, teacherId: teacherId || undefined },
      {
        onSuccess: () => {
          notifySuccess(t`succesfully uploaded details`);
          if (teacherId) notifySuccess(t`It is now ${teacherName}'s photo on the site too`);
          form.reset();
        },
        onError: showFieldErrors(form),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Upload a teacher's photo`}>
      <Stack maw={480}>
        <UploadField
          label={t`Photo`}
          description={t`A .png, .jpg or .jpeg image`}
          placeholder={t`Choose a photo`}
          clearLabel={t`Remove the chosen photo`}
          withAsterisk
          accept={ACCEPT}
          {...form.getInputProps("photo")}
        />
        <TextInput
          label={t`Name`}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps("name")}
        />
        <TextInput
          label={t`Birthdate`}
          type="date"
          withAsterisk
          min="1900-01-01"
          max={yesterday()}
          {...form.getInputProps("birthdate")}
        />
        <TeacherProfilePicker
          value={form.values.teacherId}
          onChange={(id, name) => {
            form.setFieldValue("teacherId", id);
            setTeacherName(name);
          }}
          error={form.errors.teacherId}
        />
        <FormError error={add.error} form={form} title={t`The photo was not uploaded`} />
        <Group>
          <Button type="submit" loading={add.isPending}>
            <Trans>Upload</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

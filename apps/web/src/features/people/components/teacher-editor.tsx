// A teacher's editor (back office): name, subjects, qualifications and a short bio in English and
// Bengali, the place in the list, whether the site shows them, their photo (for admins, also one
// of the photos uploaded on /teacherup: decision 067), and deleting them.
import { type StaffTeacher, type TeacherInput, TeacherInputSchema } from "@app/shared/people";
import type { TeacherPhoto as UploadedPhoto } from "@app/shared/teachers";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Image, NumberInput, Paper, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { useNavigate } from "react-router";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { MissingLanguages } from "@/components/missing-languages";
import { PhotoSection } from "@/components/photo-section";
import { SEARCH_PAGE, SearchSelect } from "@/components/search-select";
import { searchTeacherPhotosQueryOptions } from "@/features/teachers/api/get-teacher-photos";
import { showFieldErrors } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import {
  useChooseTeacherPhoto,
  useDeleteTeacher,
  useSaveTeacher,
  useSetTeacherPhoto,
} from "../api/people";
import { BilingualField } from "./bilingual-field";

type Text2 = { en: string; bn: string };
type Values = {
  name: Text2;
  subjects: Text2;
  qualifications: Text2;
  bio: Text2;
  position: number | string;
  published: boolean;
};

const EMPTY = { en: "", bn: "" };
const valuesOf = (teacher: StaffTeacher | undefined): Values =>
  teacher
    ? {
        name: teacher.name,
        subjects: teacher.subjects,
        qualifications: teacher.qualifications,
        bio: teacher.bio,
        position: teacher.position,
        published: teacher.published,
      }
    : {
        name: EMPTY,
        subjects: EMPTY,
        qualifications: EMPTY,
        bio: EMPTY,
        position: "",
        published: true,
      };

const inputOf = ({ position, ...values }: Values): TeacherInput => ({
  ...values,
  ...(position === "" ? {} : { position: Number(position) }),
});

export function TeacherEditor({ teacher }: { teacher?: StaffTeacher }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveTeacher();
  const remove = useDeleteTeacher();
  const check = useSchemaResolver(TeacherInputSchema);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: valuesOf(teacher),
    validate: (values) => check(inputOf(values)),
  });

  const submit = form.onSubmit((values) => {
    save.mutate(
      { id: teacher?._id, input: inputOf(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t`The teacher was saved`);
          form.setValues(valuesOf(saved));
          form.resetDirty(valuesOf(saved));
          if (!teacher) void navigate(`/staff/teachers/${saved._id}`, { replace: true });
        },
        onError: showFieldErrors(form),
      },
    );
  });
  const name = teacher ? teacher.name.en || teacher.name.bn : "";

  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t`Teacher`}>
      <Stack>
        {teacher && (
          <Group gap="xs">
            <Text size="sm">
              <Trans>Languages:</Trans>
            </Text>
            <MissingLanguages missing={teacher.missing} showComplete />
          </Group>
        )}
        <BilingualField form={form} name="name" label={t`Name`} />
        <BilingualField form={form} name="subjects" label={t`Subjects`} />
        <BilingualField form={form} name="qualifications" label={t`Qualifications`} />
        <BilingualField form={form} name="bio" label={t`Short bio`} long />
        <Group align="flex-end">
          <NumberInput
            label={t`Place in the list`}
            description={t`${{ first: 1 }} is first; empty puts a new teacher last`}
            min={1}
            max={10000}
            allowDecimal={false}
            w={220}
            {...form.getInputProps("position")}
          />
          <Switch
            label={t`Shown on the site`}
            {...form.getInputProps("published", { type: "checkbox" })}
          />
        </Group>
        <FormError error={save.error} title={t`The teacher was not saved`} />
        <Group justify="space-between">
          <Button type="submit" loading={save.isPending}>
            <Trans>Save</Trans>
          </Button>
          {teacher && (
            <DeleteButton
              label={t`Delete ${name}`}
              title={t`Delete "${name}"?`}
              consequence={t`Their photo goes with them.`}
              pending={remove.isPending}
              onConfirm={() =>
                remove.mutate(teacher._id, {
                  onSuccess: () => {
                    notifySuccess(t`"${name}" was deleted`);
                    void navigate("/staff/teachers");
                  },
                  onError: notifyError,
                })
              }
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * A teacher's photo: shown, replaced by an uploaded PNG or JPEG, or removed; admins may also make
 * one of /teacherup's photos theirs.
 */
export function TeacherPhoto({
  teacher,
  canChooseUploaded = false,
}: {
  teacher: StaffTeacher;
  /** Admins only: /teacherup's photos are theirs (decision 067). */
  canChooseUploaded?: boolean;
}) {
  const { t } = useLingui();
  const save = useSetTeacherPhoto(teacher._id);
  return (
    <PhotoSection
      title={t`Photo`}
      photo={teacher.photo}
      alt={t`The teacher's photo`}
      none={t`No photo yet; the site shows the name's first letter.`}
      save={save}
    >
      {canChooseUploaded && <UploadedPhotoChoice teacherId={teacher._id} />}
    </PhotoSection>
  );
}

/** One of the photos uploaded on /teacherup, found by its name, made the teacher's. */
function UploadedPhotoChoice({ teacherId }: { teacherId: string }) {
  const { t } = useLingui();
  const choose = useChooseTeacherPhoto(teacherId);
  const [picked, setPicked] = useState<UploadedPhoto | null>(null);
  const use = () => {
    if (!picked) return;
    choose.mutate(picked._id, {
      onSuccess: () => {
        setPicked(null);
        notifySuccess(t`The photo was saved`);
      },
    });
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" wrap="wrap">
        <SearchSelect<UploadedPhoto>
          // The page by the name the back office's navigation gives it (back-office-links.ts).
          label={t`Or one of the photos uploaded on the “Photo upload” page`}
          placeholder={t`Search by name`}
          clearable
          search={(q) => searchTeacherPhotosQueryOptions(q, SEARCH_PAGE)}
          optionOf={(photo) => ({ value: photo._id, label: `${photo.name} (${photo.birthdate})` })}
          value={picked?._id ?? null}
          onChange={(_id, photo) => {
            setPicked(photo ?? null);
            choose.reset();
          }}
          nothingFound={t`No uploaded photo by that name`}
          style={{ flex: "1 1 240px", minWidth: 0 }}
        />
        <Button onClick={use} disabled={!picked} loading={choose.isPending}>
          <Trans>Use this photo</Trans>
        </Button>
      </Group>
      {picked && (
        <Image
          src={picked.imageUrl}
          alt={t`The chosen uploaded photo`}
          w={96}
          h={96}
          fit="cover"
          radius="sm"
        />
      )}
      <FormError error={choose.error} title={t`The photo was not saved`} />
    </Stack>
  );
}

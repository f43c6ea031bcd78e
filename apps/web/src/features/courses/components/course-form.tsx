// Adding or changing a course, in a dialog: its group, board and level, each text in English and
// Bengali side by side (either may wait for its translation), its fee with how it is paid, and the
// SAC and GST rate its fee invoices are written with.
import {
  BOARD_NAMES,
  BOARDS,
  COURSE_GROUPS,
  COURSE_GST_RATE,
  COURSE_SAC,
  type CourseDetail,
  type CourseInput,
  CourseInputSchema,
  type FeePlan,
} from "@app/shared/courses";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Box,
  Button,
  Checkbox,
  Group,
  Modal,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { FormError } from "@/components/form-error";
import { GstRateField, HsnSacField } from "@/components/form-fields";
import { PhotoSection } from "@/components/photo-section";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { staffCourseQueryOptions, useSaveCourse, useSetCoursePhoto } from "../api/staff-courses";
import { GROUP_NAMES } from "./course-words";
import { FeePlanEditor } from "./fee-plan-editor";

type Values = {
  code: string;
  group: CourseInput["group"];
  board: string;
  level: string;
  durationMonths: number | string;
  name: { en: string; bn: string };
  description: { en: string; bn: string };
  subjects: { en: string; bn: string };
  totalFee: number;
  feePlan: FeePlan;
  admissionOpen: boolean;
  /** Its place in its group's list; empty puts a new course last. */
  position: number | string;
  hsnSac: string;
  /** The select's value: "18". */
  gstRate: string;
};

const EMPTY: Values = {
  code: "",
  group: "school",
  board: "",
  level: "",
  durationMonths: 12,
  name: { en: "", bn: "" },
  description: { en: "", bn: "" },
  subjects: { en: "", bn: "" },
  totalFee: Number.NaN,
  feePlan: { kind: "once" },
  admissionOpen: true,
  position: "",
  hsnSac: COURSE_SAC,
  gstRate: String(COURSE_GST_RATE),
};

const valuesOf = (course: CourseDetail): Values => ({
  code: course.code,
  group: course.group,
  board: course.board ?? "",
  level: course.level,
  durationMonths: course.durationMonths,
  name: course.name,
  description: course.description,
  subjects: course.subjects,
  totalFee: course.totalFee,
  feePlan: course.feePlan,
  admissionOpen: course.admissionOpen,
  position: course.position,
  hsnSac: course.hsnSac,
  gstRate: String(course.gstRate),
});

/** What the API takes: the board null when none, numbers as numbers. */
const inputOf = ({ position, ...values }: Values): CourseInput => ({
  ...values,
  ...(position === "" ? {} : { position: Number(position) }),
  board: values.board === "" ? null : (values.board as CourseInput["board"]),
  durationMonths: values.durationMonths === "" ? Number.NaN : Number(values.durationMonths),
  gstRate: Number(values.gstRate),
});

export function CourseForm({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  /** The course to change; a new one when null. */
  editing: CourseDetail | null;
}) {
  const { t, i18n } = useLingui();
  const narrow = useMediaQuery("(max-width: 48em)");
  const save = useSaveCourse();
  const check = useSchemaResolver(CourseInputSchema);
  const form = useForm<Values>({
    mode: "controlled",
    initialValues: EMPTY,
    validate: (values) => check(inputOf(values)),
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the dialog opens
  useEffect(() => {
    if (!opened) return;
    form.setValues(editing ? valuesOf(editing) : EMPTY);
    form.resetDirty();
    form.clearErrors();
    save.reset();
  }, [opened, editing]);

  const submit = form.onSubmit((values) => {
    const { code, ...change } = inputOf(values);
    save.mutate(editing ? { code: editing.code, input: change } : { input: { code, ...change } }, {
      onSuccess: (course) => {
        const name = course.name.en || course.name.bn;
        notifySuccess(editing ? t`"${name}" was saved` : t`"${name}" was added`);
        onClose();
      },
      onError: showFieldErrors(form),
    });
  });

  const both = (field: "name" | "description" | "subjects", label: string, long = false) => {
    const Input = long ? Textarea : TextInput;
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Input
          label={t`${label} (English)`}
          lang="en"
          {...(long ? { autosize: true, minRows: 2 } : {})}
          {...form.getInputProps(`${field}.en`)}
          error={form.errors[`${field}.en`] ?? form.errors[field]}
        />
        <Input
          label={t`${label} (Bengali)`}
          lang="bn"
          {...(long ? { autosize: true, minRows: 2 } : {})}
          {...form.getInputProps(`${field}.bn`)}
        />
      </SimpleGrid>
    );
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t`Change course` : t`New course`}
      size={900}
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate aria-label={editing ? t`Change course` : t`New course`}>
        <Stack>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t`Code`}
              description={t`Small letters, digits and hyphens; it cannot change later`}
              withAsterisk
              data-autofocus
              disabled={editing !== null}
              {...form.getInputProps("code")}
            />
            <NativeSelect
              label={t`Group`}
              data={COURSE_GROUPS.map((group) => ({
                value: group,
                label: i18n._(GROUP_NAMES[group]),
              }))}
              {...form.getInputProps("group")}
            />
            <NativeSelect
              label={t`Board`}
              data={[
                { value: "", label: t`No board` },
                ...BOARDS.map((board) => ({ value: board, label: BOARD_NAMES[board] })),
              ]}
              {...form.getInputProps("board")}
            />
            <TextInput
              label={t`Classes or level`}
              description={t`e.g. Class X, Class XI–XII (Science), Graduates`}
              maxLength={100}
              {...form.getInputProps("level")}
            />
            <NumberInput
              label={t`Duration (months)`}
              withAsterisk
              min={1}
              max={60}
              allowDecimal={false}
              {...form.getInputProps("durationMonths")}
            />
            <NumberInput
              label={t`Place in the list`}
              description={t`${{ first: 1 }} is first in its group; empty puts a new course last`}
              min={1}
              max={10000}
              allowDecimal={false}
              {...form.getInputProps("position")}
            />
          </SimpleGrid>
          {both("name", t`Name`)}
          {both("description", t`Description`, true)}
          {both("subjects", t`Subjects`)}
          <FeePlanEditor
            legend={t`Fee`}
            totalFee={form.values.totalFee}
            feePlan={form.values.feePlan}
            onTotalChange={(paise) => {
              form.setFieldValue("totalFee", paise);
              form.clearFieldError("feePlan.instalments");
            }}
            onPlanChange={(plan) => {
              form.setFieldValue("feePlan", plan);
              form.clearFieldError("feePlan.instalments");
            }}
            errors={form.errors as Record<string, string | undefined>}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <HsnSacField
              description={t`Coaching is SAC 999293; the course's fee invoices print it`}
              {...form.getInputProps("hsnSac")}
            />
            <GstRateField {...form.getInputProps("gstRate")} />
          </SimpleGrid>
          <Checkbox
            label={t`Taking admissions`}
            description={t`A closed course stays on the fees page but is not offered on the admission form`}
            {...form.getInputProps("admissionOpen", { type: "checkbox" })}
          />
          <FormError error={save.error} form={form} title={t`The course was not saved`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      {editing ? (
        <CoursePicture course={editing} />
      ) : (
        <Text size="sm" c="gray.7" mt="md">
          <Trans>Once the course is saved, it can be given a picture for its card.</Trans>
        </Text>
      )}
    </Modal>
  );
}

/** The course's picture on its card: kept apart from the form, saved as soon as it is uploaded. */
function CoursePicture({ course }: { course: CourseDetail }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  // The course as the server has it now, so a new picture shows as soon as it is saved.
  const current = useQuery({ ...staffCourseQueryOptions(course.code), initialData: course });
  const save = useSetCoursePhoto(course.code);
  return (
    <Box mt="lg">
      <PhotoSection
        title={t`Picture`}
        photo={current.data.photo}
        alt={textIn(current.data.name, language)}
        none={t`No picture yet; the course's card shows its text only.`}
        save={save}
      />
    </Box>
  );
}

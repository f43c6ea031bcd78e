// The student admission form: checked with the server's own schema before sending, and the
// typed values stay put when the server refuses them. An address may choose the course and batch
// (`?course=&batch=`, a batch card's "Apply"): they are kept only if the course takes admissions
// and the batch is open with seats, else the field says why it is empty (docs/product.md, "Fees").

import {
  ADULT_AGE,
  AdmissionInputSchema,
  type Gender,
  GUARDIAN_NAME_MAX,
  isMinorOn,
  latestBirthdate,
  MOBILE_SHAPE,
} from "@app/shared/admissions";
import { COURSE_GROUPS, type PublicCourse } from "@app/shared/courses";
import { formatCalendarDate, formatCount, formatTimeOfDay } from "@app/shared/format";
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Checkbox, Group, NativeSelect, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { UseQueryResult } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { FormError } from "@/components/form-error";
import {
  AccountFields,
  AddressField,
  GenderField,
  MobileField,
  PinField,
} from "@/components/form-fields";
import { errorMessage } from "@/lib/api-client";
import { useUser } from "@/lib/auth";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { useSchemaResolver } from "@/lib/schema-resolver";
import type { useCreateAdmission } from "../api/create-admission";
import { useOpenBatches } from "../api/get-open-batches";

type FormValues = {
  address: string;
  gender: Gender | "";
  classes: string;
  pin: string;
  course: string;
  mobile: string;
  batch: string;
  birthdate: string;
  guardianName: string;
  guardianPhone: string;
  whatsappConsent: boolean;
};

/**
 * The page owns `createAdmission`: on success the page swaps this form for the stored answer,
 * so the answer must not depend on this component staying mounted.
 */
export function AdmissionForm({
  courses,
  createAdmission,
}: {
  /** Every course; the form offers those taking admissions, by group. */
  courses: UseQueryResult<PublicCourse[]>;
  createAdmission: ReturnType<typeof useCreateAdmission>;
}) {
  const { t } = useLingui();
  const { locale, language } = useLanguage();
  const user = useUser();
  const [search] = useSearchParams();
  const chosenCourse = search.get("course") ?? "";
  const chosenBatch = chosenCourse === "" ? "" : (search.get("batch") ?? "");
  const classOptions = [
    { value: "", label: t`Not given` },
    ...Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: formatCount(index + 1, locale),
    })),
  ];

  const check = useSchemaResolver(AdmissionInputSchema);
  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: {
      address: "",
      gender: "",
      classes: "",
      pin: "",
      course: chosenCourse,
      mobile: "",
      batch: chosenBatch,
      birthdate: "",
      guardianName: "",
      guardianPhone: "",
      whatsappConsent: false,
    },
    // A batch belongs to its course: choosing another course clears it.
    onValuesChange: (values, previous) => {
      if (values.course !== previous.course && values.batch !== "") form.setFieldValue("batch", "");
      // Whether a guardian is required follows the birthdate: its refusals go with the old one.
      if (values.birthdate !== previous.birthdate) {
        form.clearFieldError("guardianName");
        form.clearFieldError("guardianPhone");
      }
    },
    validate: (values) => ({
      ...check(values),
      // The API takes an application without it (the specification's client sends none); the
      // form asks, since a guardian is required under 18.
      ...(values.birthdate.trim() === "" ? { birthdate: t`Please enter your date of birth` } : {}),
    }),
  });
  const minor = /^\d{4}-\d{2}-\d{2}$/.test(form.values.birthdate)
    ? isMinorOn(form.values.birthdate)
    : false;

  const submit = form.onSubmit((values) => {
    const parsed = AdmissionInputSchema.safeParse(values);
    if (!parsed.success) return;
    createAdmission.mutate(
      { ...parsed.data, name: user?.name, email: user?.email },
      { onError: showFieldErrors(form) },
    );
  });

  const groupLabels = {
    school: t`School classes 1–12`,
    entrance: t`Entrance and government exams`,
    computer: t`Computer courses`,
  };
  const courseOptions = courses.isSuccess
    ? [
        { value: "", label: t`Choose a course` },
        ...COURSE_GROUPS.flatMap((group) => {
          const items = courses.data
            .filter((course) => course.group === group && course.admissionOpen)
            .map((course) => ({ value: course.code, label: textIn(course.name, language) }));
          return items.length > 0 ? [{ group: groupLabels[group], items }] : [];
        }),
      ]
    : [
        {
          value: "",
          label: courses.isError ? t`Courses could not be loaded` : t`Loading courses…`,
        },
      ];
  const batches = useOpenBatches(form.values.course);

  // The course and batch the address chose, checked once the open ones are known.
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the lists or choice change
  useEffect(() => {
    const course = form.values.course;
    if (!courses.isSuccess || course === "") return;
    if (courses.data.some((one) => one.code === course && one.admissionOpen)) return;
    form.setValues({ course: "", batch: "" });
    form.setFieldError("course", t`That course is not taking admissions now; choose another.`);
  }, [courses.isSuccess, courses.data, form.values.course]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: checked when the list or choice change
  useEffect(() => {
    const batch = form.values.batch;
    if (!batches.isSuccess || batch === "") return;
    if (batches.data.items.some((one) => one._id === batch)) return;
    form.setFieldValue("batch", "");
    form.setFieldError("batch", t`That batch has no seats left or has started; choose another.`);
  }, [batches.isSuccess, batches.data, form.values.batch]);
  const batchOptions = [
    {
      value: "",
      label: batches.isPending
        ? t`Loading batches…`
        : batches.isError
          ? t`Batches could not be loaded`
          : batches.data.items.length === 0
            ? t`No batch is open yet: the office will place you`
            : t`Any batch`,
    },
    ...(batches.data?.items ?? []).map((batch) => {
      const starts = formatCalendarDate(batch.startDate, locale);
      const seats = formatCount(batch.seatsLeft, locale);
      const [from, to] = [
        formatTimeOfDay(batch.startTime, locale),
        formatTimeOfDay(batch.endTime, locale),
      ];
      return {
        value: batch._id,
        label: t`${batch.name}: from ${starts}, ${from}–${to}, ${seats} seats left`,
      };
    }),
  ];
  const coursesError = courses.isError
    ? t`Could not load the courses: ${errorMessage(courses.error)}`
    : undefined;

  return (
    <form onSubmit={submit} noValidate aria-label={t`Student admission form`}>
      <Stack maw={560}>
        <AccountFields />
        <AddressField {...form.getInputProps("address")} />
        <GenderField {...form.getInputProps("gender")} />
        <NativeSelect
          label={t`Class`}
          description={t`Optional`}
          data={classOptions}
          {...form.getInputProps("classes")}
        />
        <PinField {...form.getInputProps("pin")} />
        <Group align="flex-end" gap="xs">
          <NativeSelect
            label={t`Course`}
            withAsterisk
            flex={1}
            miw={200}
            data={courseOptions}
            disabled={!courses.isSuccess}
            {...form.getInputProps("course")}
            error={form.errors.course ?? coursesError}
          />
          {courses.isError && (
            <Button variant="outline" onClick={() => void courses.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </Group>
        {form.values.course !== "" && (
          <NativeSelect
            label={t`Batch`}
            description={t`Optional: the batches with seats left`}
            data={batchOptions}
            disabled={!batches.isSuccess || batches.data.items.length === 0}
            {...form.getInputProps("batch")}
          />
        )}
        <MobileField {...form.getInputProps("mobile")} />
        <TextInput
          type="date"
          label={t`Date of birth`}
          withAsterisk
          autoComplete="bday"
          max={latestBirthdate()}
          {...form.getInputProps("birthdate")}
        />
        {/* Required under 18 on the day of the application, optional from 18 on. */}
        <TextInput
          label={t`Guardian`}
          withAsterisk={minor}
          description={
            minor
              ? t`Required under ${{ age: ADULT_AGE }}: a parent's or guardian's full name`
              : t`Optional from ${{ age: ADULT_AGE }} years of age: a parent's or guardian's full name`
          }
          autoComplete="off"
          maxLength={GUARDIAN_NAME_MAX}
          {...form.getInputProps("guardianName")}
        />
        <TextInput
          label={t`Guardian's phone`}
          withAsterisk={minor}
          description={
            minor
              ? t`Required under ${{ age: ADULT_AGE }}: ${{ length: MOBILE_SHAPE.length }} digits, starting with ${{ a: MOBILE_SHAPE.a }}, ${{ b: MOBILE_SHAPE.b }}, ${{ c: MOBILE_SHAPE.c }} or ${{ d: MOBILE_SHAPE.d }}`
              : t`Optional from ${{ age: ADULT_AGE }} years of age: ${{ length: MOBILE_SHAPE.length }} digits, starting with ${{ a: MOBILE_SHAPE.a }}, ${{ b: MOBILE_SHAPE.b }}, ${{ c: MOBILE_SHAPE.c }} or ${{ d: MOBILE_SHAPE.d }}`
          }
          type="tel"
          inputMode="numeric"
          autoComplete="off"
          {...form.getInputProps("guardianPhone")}
        />
        <Checkbox
          label={t`Also send me fee reminders on WhatsApp to this mobile number`}
          description={t`Optional. Reminders come by email in any case; you can turn WhatsApp off later under My fees on your profile.`}
          {...form.getInputProps("whatsappConsent", { type: "checkbox" })}
        />
        <FormError
          error={createAdmission.error}
          form={form}
          title={t`Your application was not sent`}
        />
        <Group>
          <Button type="submit" loading={createAdmission.isPending}>
            <Trans>Submit</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

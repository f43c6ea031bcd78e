// The student admission form: checked with the server's own schema before sending, and the
// typed values stay put when the server refuses them.

import { AdmissionInputSchema, type Gender } from "@app/shared/admissions";
import type { Course } from "@app/shared/courses";
import { formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, NativeSelect, Stack } from "@mantine/core";
import { useForm } from "@mantine/form";
import type { UseQueryResult } from "@tanstack/react-query";
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

type FormValues = {
  address: string;
  gender: Gender | "";
  classes: string;
  pin: string;
  course: string;
  mobile: string;
};

/**
 * The page owns `createAdmission`: on success the page swaps this form for the stored answer,
 * so the answer must not depend on this component staying mounted.
 */
export function AdmissionForm({
  courses,
  createAdmission,
}: {
  courses: UseQueryResult<Course[]>;
  createAdmission: ReturnType<typeof useCreateAdmission>;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const user = useUser();
  const classOptions = [
    { value: "", label: t`Not given` },
    ...Array.from({ length: 12 }, (_, index) => ({
      value: String(index + 1),
      label: formatCount(index + 1, locale),
    })),
  ];

  const form = useForm<FormValues>({
    mode: "controlled",
    initialValues: { address: "", gender: "", classes: "", pin: "", course: "", mobile: "" },
    validate: useSchemaResolver(AdmissionInputSchema),
  });

  const submit = form.onSubmit((values) => {
    const parsed = AdmissionInputSchema.safeParse(values);
    if (!parsed.success) return;
    createAdmission.mutate(
      { ...parsed.data, name: user?.name, email: user?.email },
      { onError: showFieldErrors(form) },
    );
  });

  const courseOptions = courses.isSuccess
    ? [
        { value: "", label: t`Choose a course` },
        ...courses.data.map((course) => ({ value: course.code, label: course.name })),
      ]
    : [
        {
          value: "",
          label: courses.isError ? t`Courses could not be loaded` : t`Loading courses…`,
        },
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
        <MobileField {...form.getInputProps("mobile")} />
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

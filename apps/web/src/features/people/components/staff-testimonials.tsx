// Testimonials (back office): what students and parents say, in English and Bengali, optionally
// about a course; added and changed in a dialog.
import {
  StaffPeopleListQuerySchema,
  type StaffTestimonial,
  type TestimonialInput,
  TestimonialInputSchema,
} from "@app/shared/people";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Modal, NativeSelect, Stack, Switch, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { MissingLanguages } from "@/components/missing-languages";
import { showFieldErrors } from "@/lib/form-errors";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useListParams } from "@/lib/use-list-params";
import { useDeleteTestimonial, useSaveTestimonial, useStaffTestimonials } from "../api/people";
import { BilingualField } from "./bilingual-field";
import { CoursePicker } from "./course-picker";
import { ShownBadge } from "./shown-badge";

type Text2 = { en: string; bn: string };
type Values = {
  author: Text2;
  role: "student" | "parent";
  text: Text2;
  course: string;
  published: boolean;
};
const EMPTY: Values = {
  author: { en: "", bn: "" },
  role: "student",
  text: { en: "", bn: "" },
  course: "",
  published: true,
};
const valuesOf = (item: StaffTestimonial): Values => ({
  author: item.author,
  role: item.role,
  text: item.text,
  course: item.course ?? "",
  published: item.published,
});
const inputOf = (values: Values): TestimonialInput => ({
  ...values,
  course: values.course.trim() === "" ? null : values.course.trim(),
});

function TestimonialForm({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  editing: StaffTestimonial | null;
}) {
  const { t } = useLingui();
  const narrow = useMediaQuery("(max-width: 48em)");
  const save = useSaveTestimonial();
  const check = useSchemaResolver(TestimonialInputSchema);
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
    save.mutate(
      { id: editing?._id, input: inputOf(values) },
      {
        onSuccess: () => {
          notifySuccess(t`The testimonial was saved`);
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });
  const title = editing ? t`Change testimonial` : t`New testimonial`;
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size={900}
      fullScreen={narrow}
      closeButtonProps={{ "aria-label": t`Close` }}
    >
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack>
          <BilingualField form={form} name="author" label={t`Author`} />
          <NativeSelect
            label={t`Author is a`}
            data={[
              { value: "student", label: t`Student` },
              { value: "parent", label: t`Parent` },
            ]}
            w={220}
            {...form.getInputProps("role")}
          />
          <BilingualField form={form} name="text" label={t`What they say`} long />
          <CoursePicker
            value={form.values.course}
            onChange={(code) => form.setFieldValue("course", code)}
            error={form.errors.course}
          />
          <Switch
            label={t`Shown on the site`}
            {...form.getInputProps("published", { type: "checkbox" })}
          />
          <FormError error={save.error} title={t`The testimonial was not saved`} />
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
    </Modal>
  );
}

export function StaffTestimonialsTable() {
  const { t } = useLingui();
  const list = useListParams(StaffPeopleListQuerySchema, { prefix: "testimonials-" });
  const remove = useDeleteTestimonial();
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<StaffTestimonial | null>(null);
  const open = (item: StaffTestimonial | null) => {
    setEditing(item);
    setOpened(true);
  };
  const columns: Column<StaffTestimonial>[] = [
    {
      header: t`Testimonial`,
      cell: (item) => (
        <Stack gap={0}>
          <Text fw={600}>{item.author.en || item.author.bn}</Text>
          <Text size="sm" lineClamp={2}>
            {item.text.en || item.text.bn}
          </Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`On the site`,
      cell: (item) => <ShownBadge shown={item.published} />,
    },
    {
      header: t`Languages`,
      cell: (item) => <MissingLanguages missing={item.missing} showComplete />,
    },
    {
      header: t`Actions`,
      cell: (item) => {
        const name = item.author.en || item.author.bn;
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => open(item)}
              aria-label={t`Change ${name}'s testimonial`}
            >
              <Trans>Change</Trans>
            </Button>
            <DeleteButton
              label={t`Delete ${name}'s testimonial`}
              title={t`Delete ${name}'s testimonial?`}
              consequence={t`It is no longer shown anywhere.`}
              onConfirm={() =>
                remove.mutate(item._id, {
                  onSuccess: () => notifySuccess(t`The testimonial was deleted`),
                  onError: notifyError,
                })
              }
            />
          </Group>
        );
      },
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="testimonials-heading">
      <Group justify="space-between">
        <Text component="h2" fw={700} size="xl" id="testimonials-heading" m={0}>
          <Trans>Testimonials</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New testimonial</Trans>
        </Button>
      </Group>
      <DataTable
        query={useStaffTestimonials(list.query)}
        list={list}
        columns={columns}
        rowKey={(item) => item._id}
        label={t`Testimonials`}
        minWidth={640}
        loadingLabel={t`Loading the testimonials`}
        empty={t`No testimonials yet`}
        noMatch={t`No testimonials match`}
      />
      <TestimonialForm opened={opened} onClose={() => setOpened(false)} editing={editing} />
    </Stack>
  );
}

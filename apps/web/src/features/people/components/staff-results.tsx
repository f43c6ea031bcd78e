// Students' results (back office): each with the student's consent (its day and who recorded it;
// a result without consent is never shown publicly), added and changed in a dialog, where a
// saved result also takes the student's photo (decision 043).
import { formatCalendarDate, formatYear } from "@app/shared/format";
import {
  type ResultInput,
  ResultInputSchema,
  StaffPeopleListQuerySchema,
  type StaffResult,
} from "@app/shared/people";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useMediaQuery } from "@mantine/hooks";
import { IconPlus } from "@tabler/icons-react";
import { useEffect, useState } from "react";
import { type Column, DataTable } from "@/components/data-table";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { MissingLanguages } from "@/components/missing-languages";
import { PhotoSection } from "@/components/photo-section";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useDeleteResult, useSaveResult, useSetResultPhoto, useStaffResults } from "../api/people";
import { BilingualField } from "./bilingual-field";
import { ShownBadge } from "./shown-badge";

type Text2 = { en: string; bn: string };
type Values = {
  studentName: Text2;
  exam: Text2;
  year: number | string;
  achievement: Text2;
  consent: boolean;
  consentDate: string;
  published: boolean;
};

const EMPTY_TEXT = { en: "", bn: "" };
const EMPTY: Values = {
  studentName: EMPTY_TEXT,
  exam: EMPTY_TEXT,
  year: new Date().getFullYear(),
  achievement: EMPTY_TEXT,
  consent: false,
  consentDate: "",
  published: true,
};
const valuesOf = (result: StaffResult): Values => ({
  studentName: result.studentName,
  exam: result.exam,
  year: result.year,
  achievement: result.achievement,
  consent: result.consent,
  consentDate: result.consentDate ?? "",
  published: result.published,
});
const inputOf = (values: Values): ResultInput => ({
  ...values,
  year: values.year === "" ? Number.NaN : Number(values.year),
  consentDate: values.consent && values.consentDate ? values.consentDate : null,
});

/** The student's photo on a saved result: shown on /results beside the result. */
function ResultPhoto({ result }: { result: StaffResult }) {
  const { t } = useLingui();
  const save = useSetResultPhoto(result._id);
  // The dialog holds the result as it was opened; the photo follows what the server answered.
  const photo = save.data ? save.data.photo : result.photo;
  return (
    <PhotoSection
      title={t`The student's photo`}
      photo={photo}
      alt={t`The student's photo`}
      none={t`No photo yet; the site shows the result without one.`}
      save={save}
    />
  );
}

function ResultForm({
  opened,
  onClose,
  editing,
}: {
  opened: boolean;
  onClose: () => void;
  editing: StaffResult | null;
}) {
  const { t } = useLingui();
  const narrow = useMediaQuery("(max-width: 48em)");
  const save = useSaveResult();
  const check = useSchemaResolver(ResultInputSchema);
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
        onSuccess: (result) => {
          const name = result.studentName.en || result.studentName.bn;
          notifySuccess(editing ? t`"${name}" was saved` : t`"${name}" was added`);
          onClose();
        },
        onError: showFieldErrors(form),
      },
    );
  });
  const title = editing ? t`Change result` : t`New result`;
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
          <BilingualField form={form} name="studentName" label={t`Student's name`} />
          <BilingualField form={form} name="exam" label={t`Exam`} />
          <BilingualField form={form} name="achievement" label={t`Rank or marks`} />
          <NumberInput
            label={t`Year`}
            min={1990}
            max={2100}
            allowDecimal={false}
            thousandSeparator={false}
            w={160}
            {...form.getInputProps("year")}
          />
          <Checkbox
            label={t`The student (or a guardian) agreed to be shown on the site`}
            description={t`Without consent the result is never shown publicly; you are recorded as the one who noted it.`}
            {...form.getInputProps("consent", { type: "checkbox" })}
          />
          {form.values.consent && (
            <TextInput
              type="date"
              label={t`Day the consent was given`}
              w={220}
              {...form.getInputProps("consentDate")}
            />
          )}
          <Switch
            label={t`Shown on the site`}
            {...form.getInputProps("published", { type: "checkbox" })}
          />
          {editing ? (
            <ResultPhoto result={editing} />
          ) : (
            <Text size="sm" c="gray.7">
              <Trans>
                Once the result is saved, choose Change beside it to add the student's photo.
              </Trans>
            </Text>
          )}
          <FormError error={save.error} title={t`The result was not saved`} />
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

export function StaffResultsTable() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const list = useListParams(StaffPeopleListQuerySchema, { prefix: "results-" });
  const remove = useDeleteResult();
  const [opened, setOpened] = useState(false);
  const [editing, setEditing] = useState<StaffResult | null>(null);
  const open = (result: StaffResult | null) => {
    setEditing(result);
    setOpened(true);
  };
  const fields: ListField<ListFilterName<typeof StaffPeopleListQuerySchema>>[] = [
    { kind: "text", name: "q", label: t`Search results`, placeholder: t`Part of a name or exam` },
  ];
  const columns: Column<StaffResult>[] = [
    {
      header: t`Student`,
      cell: (result) => (
        <Stack gap={0}>
          <Text fw={600}>{result.studentName.en || result.studentName.bn}</Text>
          <Text size="sm">
            {result.exam.en || result.exam.bn},{" "}
            {formatYear(new Date(Date.UTC(result.year, 6, 1)), locale)}:{" "}
            {result.achievement.en || result.achievement.bn}
          </Text>
        </Stack>
      ),
      wrap: true,
    },
    {
      header: t`Consent`,
      cell: (result) =>
        result.consent && result.consentDate ? (
          <Text size="sm">
            {t`Given ${formatCalendarDate(result.consentDate, locale)}, recorded by ${result.consentRecordedBy ?? "—"}`}
          </Text>
        ) : (
          <Badge color="orange.9" variant="light" tt="none">{t`No consent: not shown`}</Badge>
        ),
      wrap: true,
    },
    {
      header: t`On the site`,
      cell: (result) => <ShownBadge shown={result.published && result.consent} />,
    },
    {
      header: t`Languages`,
      cell: (result) => <MissingLanguages missing={result.missing} showComplete />,
    },
    {
      header: t`Actions`,
      cell: (result) => {
        const name = result.studentName.en || result.studentName.bn;
        return (
          <Group gap="xs" wrap="nowrap">
            <Button
              size="xs"
              variant="default"
              onClick={() => open(result)}
              aria-label={t`Change ${name}'s result`}
            >
              <Trans>Change</Trans>
            </Button>
            <DeleteButton
              label={t`Delete ${name}'s result`}
              title={t`Delete ${name}'s result?`}
              consequence={t`It is no longer shown anywhere.`}
              onConfirm={() =>
                remove.mutate(result._id, {
                  onSuccess: () => notifySuccess(t`The result was deleted`),
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
    <Stack gap="sm" component="section" aria-labelledby="results-heading">
      <Group justify="space-between">
        <Text component="h2" fw={700} size="xl" id="results-heading" m={0}>
          <Trans>Results</Trans>
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => open(null)}>
          <Trans>New result</Trans>
        </Button>
      </Group>
      <DataTable
        query={useStaffResults(list.query)}
        list={list}
        toolbar={<ListToolbar label={t`results`} list={list} fields={fields} />}
        columns={columns}
        rowKey={(result) => result._id}
        rowProps={(result) => ({ "data-result": result._id })}
        label={t`Results`}
        minWidth={720}
        loadingLabel={t`Loading the results`}
        empty={t`No results yet`}
        noMatch={t`No results match`}
      />
      <ResultForm opened={opened} onClose={() => setOpened(false)} editing={editing} />
    </Stack>
  );
}

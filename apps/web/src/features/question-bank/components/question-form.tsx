// A question of the bank as staff write it (decision 039): its category, its text in English,
// Bengali or both, its type (one correct option, several, or a numeric answer with a tolerance),
// the options with the correct one(s) marked, the solution, the difficulty and tags. The form is
// checked with the schema the server checks it with (QuestionContentSchema); each refusal is shown
// under its field, the server's too.
import {
  DIFFICULTIES,
  type Difficulty,
  MAX_OPTIONS,
  MAX_TAGS,
  type Question,
  QuestionContentSchema,
  type QuestionInput,
  type QuestionType,
} from "@app/shared/question-bank";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from "@mantine/core";
import { type UseFormReturnType, useForm } from "@mantine/form";
import { useNavigate } from "react-router";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { BilingualField } from "@/features/people/components/bilingual-field";
import { showFieldErrors } from "@/lib/form-errors";
import { notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import { useCategories, useDeleteQuestion, useSaveQuestion } from "../api/question-bank";
import { PictureField } from "./picture-field";

type Text2 = { en: string; bn: string };
type OptionValues = { key: number; text: Text2; correct: boolean; picture: string | null };
export type QuestionValues = {
  categoryId: string;
  title: string;
  type: QuestionType;
  text: Text2;
  picture: string | null;
  options: OptionValues[];
  numeric: { value: number | string; tolerance: number | string };
  solution: Text2;
  solutionPicture: string | null;
  difficulty: Difficulty;
  tags: string[];
};

const both = (text: { en?: string; bn?: string } | null | undefined): Text2 => ({
  en: text?.en ?? "",
  bn: text?.bn ?? "",
});
let nextKey = 1;
const emptyOption = (): OptionValues => ({
  key: nextKey++,
  text: both(null),
  correct: false,
  picture: null,
});

/** The form's values for a question, or a new one filed in `categoryId`. */
export function valuesOf(question: Question | undefined, categoryId = ""): QuestionValues {
  if (!question)
    return {
      categoryId,
      title: "",
      type: "single",
      text: both(null),
      picture: null,
      options: [emptyOption(), emptyOption(), emptyOption(), emptyOption()],
      numeric: { value: "", tolerance: 0 },
      solution: both(null),
      solutionPicture: null,
      difficulty: "medium",
      tags: [],
    };
  return {
    categoryId: question.categoryId,
    title: question.title ?? "",
    type: question.type,
    text: both(question.text),
    picture: question.picture ?? null,
    options:
      question.type === "numeric"
        ? [emptyOption(), emptyOption()]
        : question.options.map((option) => ({
            key: nextKey++,
            text: both(option.text),
            correct: option.correct,
            picture: option.picture ?? null,
          })),
    numeric: {
      value: question.numeric?.value ?? "",
      tolerance: question.numeric?.tolerance ?? 0,
    },
    solution: both(question.solution),
    solutionPicture: question.solutionPicture ?? null,
    difficulty: question.difficulty,
    tags: question.tags,
  };
}

const numberOf = (value: number | string): number | undefined =>
  value === "" ? undefined : Number(value);

/** What the server is sent: only the type's own answer, no empty solution. */
export function inputOf(values: QuestionValues): QuestionInput {
  const numeric = values.type === "numeric";
  return {
    categoryId: values.categoryId,
    ...(values.title.trim() ? { title: values.title } : {}),
    type: values.type,
    text: values.text,
    picture: values.picture,
    options: numeric
      ? []
      : values.options.map(({ text, correct, picture }) => ({ text, correct, picture })),
    numeric: numeric
      ? {
          value: numberOf(values.numeric.value) as number,
          tolerance: numberOf(values.numeric.tolerance) ?? 0,
        }
      : null,
    solution: values.solution.en.trim() || values.solution.bn.trim() ? values.solution : null,
    solutionPicture: values.solutionPicture,
    difficulty: values.difficulty,
    tags: values.tags,
  };
}

/** The form's own check: the shared schema's refusals, by the form's paths, in the reader's language. */
export function useQuestionValidation() {
  const check = useSchemaResolver(QuestionContentSchema);
  return (values: QuestionValues) => check(inputOf(values));
}

export function useQuestionForm(initialValues: QuestionValues, initialErrors = {}) {
  const validate = useQuestionValidation();
  const form = useForm<QuestionValues>({
    mode: "controlled",
    initialValues,
    initialErrors,
    validate,
    // Once refusals are shown, each change checks again: a refusal about a whole text (`text`)
    // goes as soon as either language's box (`text.en`) is filled.
    onValuesChange: (values) => {
      if (Object.keys(form.errors).length > 0) form.setErrors(validate(values));
    },
  });
  return form;
}

/** The first refusal at `path` or under it (`tags.2`). */
const errorAt = (form: UseFormReturnType<QuestionValues>, path: string) => {
  const errors = form.errors as Record<string, unknown>;
  const found =
    errors[path] ?? Object.entries(errors).find(([key]) => key.startsWith(`${path}.`))?.[1];
  return typeof found === "string" ? found : undefined;
};

/** The fields of the question's form (the form itself is QuestionForm's). */
export function QuestionFields({ form }: { form: UseFormReturnType<QuestionValues> }) {
  const { t } = useLingui();
  const categories = useCategories();
  const values = form.getValues();
  const typeNames: Record<QuestionType, string> = {
    single: t`One correct option`,
    multiple: t`One or more correct options`,
    numeric: t`A numeric answer`,
  };
  const difficultyNames: Record<Difficulty, string> = {
    easy: t`Easy`,
    medium: t`Medium`,
    hard: t`Hard`,
  };
  const optionsError = form.errors.options;
  return (
    <Stack>
      <Group align="flex-start" wrap="wrap">
        {/* Focus arrives here when the category is missing from a refused save: the list opens
            when the user types, clicks or presses an arrow, not over the refusal's message. */}
        <Select
          label={t`Category`}
          required
          searchable
          openOnFocus={false}
          data={(categories.data ?? []).map((category) => ({
            value: category._id,
            label: category.path,
          }))}
          nothingFoundMessage={t`No such category`}
          style={{ flex: "2 1 16rem", minWidth: 0 }}
          {...form.getInputProps("categoryId")}
        />
        <Select
          label={t`Difficulty`}
          data={DIFFICULTIES.map((value) => ({ value, label: difficultyNames[value] }))}
          allowDeselect={false}
          style={{ flex: "1 1 10rem", minWidth: 0 }}
          {...form.getInputProps("difficulty")}
        />
      </Group>
      <TextInput
        label={t`Title (optional)`}
        description={t`A short name staff find it by; students never see it`}
        {...form.getInputProps("title")}
      />
      <BilingualField form={form} name="text" label={t`Question`} long />
      <PictureField
        of={t`the question`}
        value={values.picture}
        onChange={(name) => form.setFieldValue("picture", name)}
        error={errorAt(form, "picture")}
      />
      <Radio.Group label={t`Answer type`} {...form.getInputProps("type")}>
        <Group mt="xs" gap="md" wrap="wrap">
          {(["single", "multiple", "numeric"] as const).map((type) => (
            <Radio key={type} value={type} label={typeNames[type]} />
          ))}
        </Group>
      </Radio.Group>
      {values.type === "numeric" ? (
        <Group align="flex-start" wrap="wrap">
          <NumberInput
            label={t`Correct answer`}
            required
            decimalScale={6}
            style={{ flex: "1 1 10rem", minWidth: 0 }}
            {...form.getInputProps("numeric.value")}
          />
          <NumberInput
            label={t`Tolerance (±)`}
            description={t`An answer this close counts as correct`}
            min={0}
            decimalScale={6}
            style={{ flex: "1 1 10rem", minWidth: 0 }}
            {...form.getInputProps("numeric.tolerance")}
          />
        </Group>
      ) : (
        <Fieldset
          legend={
            values.type === "single"
              ? t`Options: mark the one correct option`
              : t`Options: mark every correct option`
          }
          aria-describedby={optionsError ? "options-error" : undefined}
        >
          <Stack gap="md">
            {values.options.map((option, index) => (
              <Stack key={option.key} gap={4} data-option={index + 1}>
                <BilingualField
                  form={form}
                  name={`options.${index}.text`}
                  label={t`Option ${index + 1}`}
                />
                <PictureField
                  of={t`option ${index + 1}`}
                  value={option.picture}
                  onChange={(name) => form.setFieldValue(`options.${index}.picture`, name)}
                  error={errorAt(form, `options.${index}.picture`)}
                />
                <Group justify="space-between" wrap="wrap">
                  <Checkbox
                    label={t`Option ${index + 1} is correct`}
                    {...form.getInputProps(`options.${index}.correct`, { type: "checkbox" })}
                  />
                  {values.options.length > 2 && (
                    <Button
                      variant="outline"
                      color="red.9"
                      size="xs"
                      onClick={() => form.removeListItem("options", index)}
                    >
                      {t`Remove option ${index + 1}`}
                    </Button>
                  )}
                </Group>
              </Stack>
            ))}
            {values.options.length < MAX_OPTIONS && (
              <Button
                variant="light"
                size="xs"
                style={{ alignSelf: "flex-start" }}
                onClick={() => form.insertListItem("options", emptyOption())}
              >
                <Trans>Add an option</Trans>
              </Button>
            )}
            {typeof optionsError === "string" && (
              <Text size="sm" c="red.8" role="alert" id="options-error">
                {optionsError}
              </Text>
            )}
          </Stack>
        </Fieldset>
      )}
      <BilingualField form={form} name="solution" label={t`Solution (optional)`} long />
      <PictureField
        of={t`the solution`}
        value={values.solutionPicture}
        onChange={(name) => form.setFieldValue("solutionPicture", name)}
        error={errorAt(form, "solutionPicture")}
      />
      <TagsInput
        label={t`Tags`}
        description={t`Press Enter after each tag; at most ${{ max: MAX_TAGS }}`}
        maxTags={MAX_TAGS}
        value={values.tags}
        onChange={(tags) => form.setFieldValue("tags", tags)}
        error={errorAt(form, "tags")}
      />
    </Stack>
  );
}

/** The question's form: new (filed in `categoryId`) or an existing question's next version. */
export function QuestionForm({
  question,
  categoryId,
}: {
  question?: Question;
  categoryId?: string;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const save = useSaveQuestion();
  const remove = useDeleteQuestion();
  const form = useQuestionForm(valuesOf(question, categoryId));
  const back = (category: string) =>
    void navigate(category ? `/staff/questions?category=${category}` : "/staff/questions");
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: question?._id, input: inputOf(values) },
      {
        onSuccess: (saved) => {
          notifySuccess(t`The question was saved`);
          back(saved.categoryId);
        },
        onError: showFieldErrors(form),
      },
    ),
  );
  return (
    <Paper withBorder p="md" component="form" onSubmit={submit} noValidate aria-label={t`Question`}>
      <Stack>
        <QuestionFields form={form} />
        <FormError error={save.error} form={form} title={t`The question was not saved`} />
        <Group justify="space-between">
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save the question</Trans>
            </Button>
            <Button
              variant="default"
              onClick={() => back(question?.categoryId ?? categoryId ?? "")}
            >
              <Trans>Cancel</Trans>
            </Button>
          </Group>
          {question && (
            <DeleteQuestionButton
              question={question}
              onDeleted={() => back(question.categoryId)}
              remove={remove.mutateAsync}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function DeleteQuestionButton({
  question,
  remove,
  onDeleted,
}: {
  question: Question;
  remove: (id: string) => Promise<unknown>;
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const name = question.title || question.text.en || question.text.bn || "";
  const short = name.length > 40 ? `${name.slice(0, 40)}…` : name;
  return (
    <DeleteButton
      label={t`Delete the question ${short}`}
      title={t`Delete this question?`}
      consequence={t`It leaves the bank and its exports; tests that showed it keep the version they showed.`}
      refusedTitle={t`The question was not deleted`}
      onConfirm={() =>
        remove(question._id).then(() => {
          notifySuccess(t`The question was deleted`);
          onDeleted?.();
        })
      }
    />
  );
}

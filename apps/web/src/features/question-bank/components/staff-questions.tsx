// The question bank for staff (decision 039): the category tree beside a paged list of questions,
// found by a part of their text in English or Bengali and filtered by type, difficulty and tag
// (the chosen category takes its subcategories along). A row opens the question's form; the
// chosen category is exported as GIFT, and a GIFT or Aiken file imported into it. Each
// question's tags go under its text and its two actions one above the other, so its text keeps
// most of the list's width.

import { formatCount } from "@app/shared/format";
import {
  DIFFICULTIES,
  type Difficulty,
  type Question,
  QuestionListQuerySchema,
  type QuestionType,
} from "@app/shared/question-bank";
import { Trans, useLingui } from "@lingui/react/macro";
import { Anchor, Button, Stack, Text } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type Column, DataTable } from "@/components/data-table";
import { type ListField, ListToolbar } from "@/components/list-toolbar";
import { useLanguage } from "@/lib/i18n";
import { type ListFilterName, useListParams } from "@/lib/use-list-params";
import { useCategories, useDeleteQuestion, useQuestions } from "../api/question-bank";
import { CategoryTree } from "./category-tree";
import { ImportPanel } from "./import-panel";
import { DeleteQuestionButton } from "./question-form";
import classes from "./staff-questions.module.css";

export function StaffQuestions({ header }: { header: (newQuestion: ReactNode) => ReactNode }) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const list = useListParams(QuestionListQuerySchema);
  const categories = useCategories();
  const remove = useDeleteQuestion();
  const category = list.values.category;
  const chosen = categories.data?.find((row) => row._id === category);
  const typeNames: Record<QuestionType, string> = {
    single: t`One correct`,
    multiple: t`One or more correct`,
    numeric: t`Numeric`,
  };
  const difficultyNames: Record<Difficulty, string> = {
    easy: t`Easy`,
    medium: t`Medium`,
    hard: t`Hard`,
  };
  const fields: ListField<ListFilterName<typeof QuestionListQuerySchema>>[] = [
    {
      kind: "text",
      name: "q",
      label: t`Search questions`,
      placeholder: t`Part of the text, English or Bengali`,
    },
    {
      kind: "select",
      name: "type",
      label: t`Type`,
      options: (["single", "multiple", "numeric"] as const).map((value) => ({
        value,
        label: typeNames[value],
      })),
    },
    {
      kind: "select",
      name: "difficulty",
      label: t`Difficulty`,
      options: DIFFICULTIES.map((value) => ({ value, label: difficultyNames[value] })),
    },
    { kind: "text", name: "tag", label: t`Tag` },
  ];
  const textOf = (question: Question) =>
    language === "bn"
      ? (question.text.bn ?? question.text.en)
      : (question.text.en ?? question.text.bn);
  const otherOf = (question: Question) => (language === "bn" ? question.text.en : question.text.bn);
  const columns: Column<Question>[] = [
    {
      header: t`Question`,
      cell: (question) => {
        const other = otherOf(question);
        return (
          <Stack gap={2}>
            <Anchor
              component={Link}
              to={`/staff/questions/${question._id}`}
              fw={600}
              className={classes.text}
            >
              {question.title ? `${question.title}: ` : ""}
              {textOf(question)}
            </Anchor>
            {other && other !== textOf(question) && (
              <Text size="sm" className={classes.text} lang={language === "bn" ? "en" : "bn"}>
                {other}
              </Text>
            )}
            {question.tags.length > 0 && (
              <Text size="xs" c="gray.7" data-tags>
                {t`Tags: ${question.tags.join(", ")}`}
              </Text>
            )}
          </Stack>
        );
      },
      wrap: true,
    },
    { header: t`Category`, cell: (question) => question.categoryPath, wrap: true },
    {
      header: t`Type`,
      cell: (question) => (
        <Stack gap={2}>
          <Text size="sm">{typeNames[question.type]}</Text>
          <Text size="xs" c="gray.7">
            {difficultyNames[question.difficulty]}
          </Text>
        </Stack>
      ),
    },
    {
      header: t`Version`,
      cell: (question) => formatCount(question.version, locale),
      sort: "updatedAt",
    },
    {
      header: t`Actions`,
      cell: (question) => (
        <Stack gap={6} align="flex-start">
          <Button
            component={Link}
            to={`/staff/questions/${question._id}`}
            size="xs"
            variant="light"
            aria-label={t`Edit the question ${(textOf(question) ?? "").slice(0, 40)}`}
          >
            <Trans>Edit</Trans>
          </Button>
          <DeleteQuestionButton question={question} remove={remove.mutateAsync} />
        </Stack>
      ),
    },
  ];
  return (
    <>
      {header(
        <Button
          component={Link}
          to={category ? `/staff/questions/new?category=${category}` : "/staff/questions/new"}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          <Trans>New question</Trans>
        </Button>,
      )}
      <div className={classes.layout}>
        <div className={classes.tree}>
          <CategoryTree selected={category} onSelect={(id) => list.setValue("category", id)} />
        </div>
        <div className={classes.main}>
          <DataTable
            query={useQuestions(list.query)}
            list={list}
            toolbar={<ListToolbar label={t`questions`} list={list} fields={fields} />}
            columns={columns}
            rowKey={(question) => question._id}
            rowProps={(question) => ({ "data-question": question._id })}
            label={t`Questions`}
            minWidth={720}
            loadingLabel={t`Loading the questions`}
            empty={t`No questions yet`}
            emptyHint={t`Write one with New question, or import a GIFT or Aiken file.`}
            noMatch={t`No questions match`}
          />
        </div>
        <div className={classes.import}>
          <ImportPanel categoryPath={chosen?.path ?? ""} />
        </div>
      </div>
    </>
  );
}

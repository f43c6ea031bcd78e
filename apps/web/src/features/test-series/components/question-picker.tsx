// A section's fixed questions in the test form (decision 055): the chosen ones in order, each with
// its text, and a search of the bank (its paged question list, both languages) to add more. A
// question since deleted from the bank stays in the section, marked so, until staff remove it.
import { formatCount } from "@app/shared/format";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { LoadMore } from "@/components/load-more";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useQuestionSearch, useQuestionsById } from "../api/test-series";
import { localText } from "./local-text";

export function FixedQuestions({
  sectionNumber,
  value,
  onChange,
}: {
  sectionNumber: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useLingui();
  const { language, locale } = useLanguage();
  const [picking, setPicking] = useState(false);
  const chosen = useQuestionsById(value);
  const count = formatCount(value.length, locale);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        <Trans>Fixed questions: {count}</Trans>
      </Text>
      {value.length > 0 && (
        <Stack component="ol" gap={4} m={0} pl="lg">
          {value.map((id, position) => {
            const query = chosen[position];
            const question = query?.data;
            const text =
              question === null
                ? t`A question no longer in the bank`
                : question
                  ? localText(question.text, language)
                  : query?.isError
                    ? t`Could not load this question`
                    : t`Loading…`;
            const place = formatCount(position + 1, locale);
            return (
              <li key={id}>
                <Group gap="xs" wrap="nowrap" justify="space-between">
                  <Text
                    size="sm"
                    lineClamp={2}
                    c={question === null ? "red.9" : undefined}
                    style={{ flex: 1, minWidth: 0 }}
                  >
                    {text}
                  </Text>
                  <Button
                    size="compact-xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    aria-label={t`Remove fixed question ${place} of section ${sectionNumber}`}
                    onClick={() => onChange(value.filter((other) => other !== id))}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </li>
            );
          })}
        </Stack>
      )}
      {picking ? (
        <QuestionSearch
          sectionNumber={sectionNumber}
          chosen={value}
          onAdd={(id) => onChange([...value, id])}
          onClose={() => setPicking(false)}
        />
      ) : (
        <Button
          size="xs"
          variant="default"
          style={{ alignSelf: "flex-start" }}
          onClick={() => setPicking(true)}
          aria-label={t`Add fixed questions to section ${sectionNumber}`}
        >
          <Trans>Add fixed questions</Trans>
        </Button>
      )}
    </Stack>
  );
}

function QuestionSearch({
  sectionNumber,
  chosen,
  onAdd,
  onClose,
}: {
  sectionNumber: string;
  chosen: string[];
  onAdd: (id: string) => void;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const questions = useQuestionSearch(q);
  const shown = loadedItems(questions.data, (question) => question._id);
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        <TextInput
          label={t`Search the question bank for section ${sectionNumber}`}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          maxLength={200}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          data-autofocus
        />
        {questions.isPending ? (
          <LoadingState label={t`Loading questions`} />
        ) : questions.isError && !questions.data ? (
          <ErrorState error={questions.error} onRetry={() => void questions.refetch()} />
        ) : shown.length === 0 ? (
          <EmptyState message={q ? t`No question matches your search` : t`No questions yet`} />
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
            {shown.map((question) => {
              const text = localText(question.text, language);
              const taken = chosen.includes(question._id);
              return (
                <li key={question._id} data-pick-question>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Stack gap={0} miw={0} style={{ flex: 1 }}>
                      <Text size="sm" lineClamp={2}>
                        {text}
                      </Text>
                      <Text size="xs" c="gray.7">
                        {question.categoryPath}
                      </Text>
                    </Stack>
                    <Button
                      size="compact-xs"
                      variant={taken ? "light" : "default"}
                      style={{ flexShrink: 0 }}
                      disabled={taken}
                      aria-label={
                        taken
                          ? t`Added to section ${sectionNumber}: ${text}`
                          : t`Add to section ${sectionNumber}: ${text}`
                      }
                      onClick={() => onAdd(question._id)}
                    >
                      {taken ? <Trans>Added</Trans> : <Trans>Add</Trans>}
                    </Button>
                  </Group>
                </li>
              );
            })}
          </Stack>
        )}
        <LoadMore
          shown={shown.length}
          total={totalOf(questions.data)}
          hasMore={questions.hasNextPage}
          loading={questions.isFetchingNextPage}
          onMore={() => void questions.fetchNextPage()}
          label={t`Show more questions`}
        />
        <Button size="xs" variant="default" style={{ alignSelf: "flex-start" }} onClick={onClose}>
          <Trans>Done adding</Trans>
        </Button>
      </Stack>
    </Paper>
  );
}

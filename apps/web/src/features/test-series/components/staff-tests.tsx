// Staff's tests of the series, from the question bank's questions (/staff/questions): build a
// test of sections (fixed questions and random draws from a category, each section with its
// marking), set its window and publication times, and follow its attempts (with focus losses) and
// per-question statistics.
import { textIn } from "@app/shared/localized-text";
import type { Test, TestInput } from "@app/shared/test-series";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { DeleteButton } from "@/components/delete-button";
import { EmptyState, ErrorState, LoadingState } from "@/components/query-states";
import { useCategories } from "@/features/question-bank/api/question-bank";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import {
  useDeleteTest,
  useSaveTest,
  useStaffTests,
  useTestAttempts,
  useTestStatistics,
} from "../api/test-series";
import { localText } from "./local-text";
import { ScrollRegion } from "./scroll-region";

export function StaffTests() {
  const { t } = useLingui();
  const { language } = useLanguage();
  const [q, setQ] = useState("");
  const tests = useStaffTests(1, q);
  const remove = useDeleteTest();
  const [editing, setEditing] = useState<Test | "new" | null>(null);
  const [following, setFollowing] = useState<string | null>(null);
  return (
    <Stack gap="lg">
      {editing ? (
        <TestForm test={editing === "new" ? null : editing} onDone={() => setEditing(null)} />
      ) : (
        <Button onClick={() => setEditing("new")} style={{ alignSelf: "flex-start" }}>
          <Trans>New test</Trans>
        </Button>
      )}
      <TextInput
        label={t`Search tests`}
        value={q}
        onChange={(event) => setQ(event.currentTarget.value)}
        maw={360}
      />
      {tests.isError ? (
        <ErrorState error={tests.error} onRetry={() => void tests.refetch()} />
      ) : !tests.data ? (
        <LoadingState />
      ) : tests.data.items.length === 0 ? (
        <EmptyState
          message={t`No tests yet`}
          hint={t`Write or import questions in the question bank, then build a test from them.`}
        />
      ) : (
        <Stack gap="sm">
          {tests.data.items.map((test) => (
            <Paper key={test._id} withBorder p="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="wrap">
                  <Text fw={600}>{textIn(test.title, language)}</Text>
                  <Text size="sm">
                    {test.published ? t`Published` : t`Draft`} · {test.questionCount} {t`questions`}{" "}
                    · {test.attempts} {t`attempts`}
                  </Text>
                </Group>
                <Group gap="xs" wrap="wrap">
                  <Button size="xs" variant="default" onClick={() => setEditing(test)}>
                    <Trans>Edit</Trans>
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setFollowing(following === test._id ? null : test._id)}
                    aria-expanded={following === test._id}
                  >
                    <Trans>Attempts and statistics</Trans>
                  </Button>
                  <DeleteButton
                    label={t`Delete ${textIn(test.title, language)}`}
                    title={t`Delete this test?`}
                    consequence={t`A test students have attempted cannot be deleted.`}
                    pending={remove.isPending}
                    onConfirm={() =>
                      remove.mutate(test._id, {
                        onSuccess: () => notifySuccess(t`Test deleted`),
                        onError: (error) => notifyError(error.message),
                      })
                    }
                  />
                </Group>
                {following === test._id && <TestFollowUp testId={test._id} />}
              </Stack>
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

type DraftSection = {
  key: number;
  en: string;
  bn: string;
  correct: number;
  wrong: number;
  unanswered: number;
  categoryId: string | null;
  count: number;
};

const toLocal = (value: string | null) => (value ? value.slice(0, 16) : "");
const toIso = (value: string) => (value ? new Date(value).toISOString() : null);

function TestForm({ test, onDone }: { test: Test | null; onDone: () => void }) {
  const { t } = useLingui();
  const categories = useCategories();
  const save = useSaveTest(test?._id ?? null);
  const [titleEn, setTitleEn] = useState(test?.title.en ?? "");
  const [titleBn, setTitleBn] = useState(test?.title.bn ?? "");
  const [instructions, setInstructions] = useState(test?.instructions.en ?? "");
  const [duration, setDuration] = useState<number>(test?.durationMinutes ?? 60);
  const [attempts, setAttempts] = useState<number>(test?.maxAttempts ?? 1);
  const [published, setPublished] = useState(test?.published ?? false);
  const [shuffle, setShuffle] = useState(test?.shuffleQuestions ?? true);
  const [opensAt, setOpensAt] = useState(toLocal(test?.opensAt ?? null));
  const [closesAt, setClosesAt] = useState(toLocal(test?.closesAt ?? null));
  const [ranksAt, setRanksAt] = useState(toLocal(test?.ranksAt ?? null));
  const [solutionsAt, setSolutionsAt] = useState(toLocal(test?.solutionsAt ?? null));
  const [sections, setSections] = useState<DraftSection[]>(
    test?.sections.map((section, index) => ({
      key: index,
      en: section.title.en,
      bn: section.title.bn,
      ...section.marking,
      categoryId: section.draws[0]?.categoryId ?? null,
      count: section.draws[0]?.count ?? 1,
    })) ?? [
      { key: 0, en: "", bn: "", correct: 4, wrong: -1, unanswered: 0, categoryId: null, count: 5 },
    ],
  );
  const fixed = test?.sections.map((section) => section.questionIds) ?? [];
  const options = (categories.data ?? []).map((category) => ({
    value: category._id,
    label: category.path,
  }));
  const patch = (index: number, change: Partial<DraftSection>) =>
    setSections((all) =>
      all.map((section, at) => (at === index ? { ...section, ...change } : section)),
    );

  const body = (): TestInput => ({
    title: { en: titleEn, bn: titleBn },
    instructions: { en: instructions, bn: test?.instructions.bn ?? "" },
    published,
    durationMinutes: duration,
    maxAttempts: attempts,
    shuffleQuestions: shuffle,
    shuffleOptions: shuffle,
    opensAt: toIso(opensAt),
    closesAt: toIso(closesAt),
    ranksAt: toIso(ranksAt),
    solutionsAt: toIso(solutionsAt),
    audience: test?.audience ?? "everyone",
    batchIds: test?.batchIds ?? [],
    sections: sections.map((section, index) => ({
      title: { en: section.en, bn: section.bn },
      marking: { correct: section.correct, wrong: section.wrong, unanswered: section.unanswered },
      questionIds: fixed[index] ?? [],
      draws: section.categoryId ? [{ categoryId: section.categoryId, count: section.count }] : [],
    })),
  });

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(body(), {
          onSuccess: () => {
            notifySuccess(t`Test saved`);
            onDone();
          },
        });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4">
          {test ? <Trans>Edit test</Trans> : <Trans>New test</Trans>}
        </Title>
        <Group grow wrap="wrap">
          <TextInput
            label={t`Title in English`}
            value={titleEn}
            onChange={(e) => setTitleEn(e.currentTarget.value)}
          />
          <TextInput
            label={t`Title in Bengali`}
            value={titleBn}
            onChange={(e) => setTitleBn(e.currentTarget.value)}
          />
        </Group>
        <Textarea
          label={t`Instructions`}
          value={instructions}
          onChange={(e) => setInstructions(e.currentTarget.value)}
          autosize
          minRows={2}
        />
        <Group wrap="wrap">
          <NumberInput
            label={t`Duration in minutes`}
            min={1}
            max={600}
            value={duration}
            onChange={(v) => setDuration(Number(v) || 1)}
            w={170}
          />
          <NumberInput
            label={t`Attempts allowed`}
            min={1}
            max={100}
            value={attempts}
            onChange={(v) => setAttempts(Number(v) || 1)}
            w={170}
          />
        </Group>
        <Group wrap="wrap">
          <TextInput
            type="datetime-local"
            label={t`Opens`}
            value={opensAt}
            onChange={(e) => setOpensAt(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t`Closes`}
            value={closesAt}
            onChange={(e) => setClosesAt(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t`Ranks published`}
            value={ranksAt}
            onChange={(e) => setRanksAt(e.currentTarget.value)}
          />
          <TextInput
            type="datetime-local"
            label={t`Solutions published`}
            value={solutionsAt}
            onChange={(e) => setSolutionsAt(e.currentTarget.value)}
          />
        </Group>
        <Group>
          <Checkbox
            label={t`Shuffle questions and options`}
            checked={shuffle}
            onChange={(e) => setShuffle(e.currentTarget.checked)}
          />
          <Checkbox
            label={t`Published`}
            checked={published}
            onChange={(e) => setPublished(e.currentTarget.checked)}
          />
        </Group>
        {sections.map((section, index) => (
          <Paper key={section.key} withBorder p="sm" bg="gray.0">
            <Stack gap="xs">
              <Text fw={600}>
                <Trans>Section {index + 1}</Trans>
              </Text>
              <Group grow wrap="wrap">
                <TextInput
                  label={t`Section name in English`}
                  value={section.en}
                  onChange={(e) => patch(index, { en: e.currentTarget.value })}
                />
                <TextInput
                  label={t`Section name in Bengali`}
                  value={section.bn}
                  onChange={(e) => patch(index, { bn: e.currentTarget.value })}
                />
              </Group>
              <Group wrap="wrap">
                <NumberInput
                  label={t`Marks for correct`}
                  value={section.correct}
                  onChange={(v) => patch(index, { correct: Number(v) || 0 })}
                  w={150}
                />
                <NumberInput
                  label={t`Marks for wrong`}
                  value={section.wrong}
                  onChange={(v) => patch(index, { wrong: Number(v) || 0 })}
                  w={150}
                />
                <NumberInput
                  label={t`Marks for unanswered`}
                  value={section.unanswered}
                  onChange={(v) => patch(index, { unanswered: Number(v) || 0 })}
                  w={150}
                />
              </Group>
              <Group wrap="wrap" align="flex-end">
                <Select
                  label={t`Random questions from`}
                  data={options}
                  value={section.categoryId}
                  onChange={(value) => patch(index, { categoryId: value })}
                  searchable
                  clearable
                  style={{ flex: "1 1 14rem" }}
                />
                <NumberInput
                  label={t`How many`}
                  min={1}
                  max={200}
                  value={section.count}
                  onChange={(v) => patch(index, { count: Number(v) || 1 })}
                  w={120}
                />
              </Group>
              {(fixed[index]?.length ?? 0) > 0 && (
                <Text size="sm" c="gray.7">
                  <Trans>Fixed questions: {fixed[index]?.length ?? 0}</Trans>
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
        <Group>
          <Button
            variant="default"
            onClick={() =>
              setSections((all) => [
                ...all,
                {
                  key: Math.max(0, ...all.map((other) => other.key)) + 1,
                  en: "",
                  bn: "",
                  correct: 4,
                  wrong: -1,
                  unanswered: 0,
                  categoryId: null,
                  count: 5,
                },
              ])
            }
          >
            <Trans>Add a section</Trans>
          </Button>
          {sections.length > 1 && (
            <Button variant="default" onClick={() => setSections((all) => all.slice(0, -1))}>
              <Trans>Remove the last section</Trans>
            </Button>
          )}
        </Group>
        {save.isError && (
          <Alert color="red" role="alert" title={t`Could not save the test`}>
            {save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save test</Trans>
          </Button>
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function TestFollowUp({ testId }: { testId: string }) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const attempts = useTestAttempts(testId);
  const stats = useTestStatistics(testId);
  return (
    <Stack gap="sm">
      {attempts.isError ? (
        <ErrorState error={attempts.error} />
      ) : !attempts.data ? (
        <LoadingState />
      ) : attempts.data.items.length === 0 ? (
        <Text size="sm">{t`Nobody has attempted this test yet.`}</Text>
      ) : (
        <ScrollRegion label={t`Attempts`}>
          <Table>
            <Table.Caption>{t`Attempts`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Student`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Score`}</Table.Th>
                <Table.Th>{t`Times the page lost focus`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.data.items.map((row) => (
                <Table.Tr key={row.attemptId}>
                  <Table.Td>{row.name}</Table.Td>
                  <Table.Td>{row.status === "running" ? t`Running` : t`Submitted`}</Table.Td>
                  <Table.Td>{row.score ?? "–"}</Table.Td>
                  <Table.Td>{row.focusLosses}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
      {stats.data && stats.data.length > 0 && (
        <ScrollRegion label={t`Per question`}>
          <Table>
            <Table.Caption>{t`Per question`}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Question`}</Table.Th>
                <Table.Th>{t`Right / shown`}</Table.Th>
                <Table.Th>{t`Chosen per option`}</Table.Th>
                <Table.Th>{t`Average seconds`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stats.data.map((row) => (
                <Table.Tr key={row.versionId}>
                  <Table.Td>
                    {localText(row.text, language)} (v{row.version})
                  </Table.Td>
                  <Table.Td>
                    {row.correct} / {row.shown}
                  </Table.Td>
                  <Table.Td>
                    {row.options
                      .map((option) => `${option.correct ? "✓" : ""}${option.chosen}`)
                      .join(" · ")}
                  </Table.Td>
                  <Table.Td>{row.averageSeconds}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollRegion>
      )}
    </Stack>
  );
}

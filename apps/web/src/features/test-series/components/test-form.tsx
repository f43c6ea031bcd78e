// Staff's form of a test (decision 055): titles and instructions in both languages, the duration
// and attempts, the window and the three publication times in India time, both shuffles, the
// audience (everyone signed in, or the students of chosen batches) and the sections, each with its
// marking, its random draws from the bank's categories and its fixed questions. The form edits a
// draft of the whole test (test-draft.ts), so a save sends back untouched what staff left alone.
import { formatCount } from "@app/shared/format";
import type { Test } from "@app/shared/test-series";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useCategories } from "@/features/question-bank/api/question-bank";
import { useLanguage } from "@/lib/i18n";
import { notifySuccess } from "@/lib/notify";
import { useSaveTest } from "../api/test-series";
import { BatchPicker } from "./batch-picker";
import { indiaNow } from "./india-time";
import { FixedQuestions } from "./question-picker";
import {
  type DraftDraw,
  type DraftSection,
  draftOf,
  inputOf,
  newDraw,
  newSection,
  type TestDraft,
  type TimeName,
} from "./test-draft";

export function TestForm({ test, onDone }: { test: Test | null; onDone: () => void }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const categories = useCategories();
  const save = useSaveTest(test?._id ?? null);
  const [draft, setDraft] = useState<TestDraft>(() => draftOf(test));
  const set = (change: Partial<TestDraft>) => setDraft((all) => ({ ...all, ...change }));
  const setTime = (name: TimeName, text: string) =>
    setDraft((all) => ({ ...all, [name]: { ...all[name], text } }));
  const patch = (index: number, change: Partial<DraftSection>) =>
    setDraft((all) => ({
      ...all,
      sections: all.sections.map((section, at) =>
        at === index ? { ...section, ...change } : section,
      ),
    }));
  const patchDraw = (index: number, key: number, change: Partial<DraftDraw>) =>
    setDraft((all) => ({
      ...all,
      sections: all.sections.map((section, at) =>
        at === index
          ? {
              ...section,
              draws: section.draws.map((draw) =>
                draw.key === key ? { ...draw, ...change } : draw,
              ),
            }
          : section,
      ),
    }));
  const options = (categories.data ?? []).map((category) => ({
    value: category._id,
    label: category.path,
  }));

  const times: { name: TimeName; label: string; description: string; now?: string }[] = [
    { name: "opensAt", label: t`Opens`, description: t`India time. Empty: open from now.` },
    { name: "closesAt", label: t`Closes`, description: t`India time. Empty: never closes.` },
    {
      name: "resultsAt",
      label: t`Results published`,
      description: t`India time. Empty: each student sees their score as soon as they submit.`,
      now: t`Publish results now`,
    },
    {
      name: "ranksAt",
      label: t`Ranks published`,
      description: t`India time. Empty: ranks are not published.`,
      now: t`Publish ranks now`,
    },
    {
      name: "solutionsAt",
      label: t`Solutions published`,
      description: t`India time. Empty: not published. Shown once the test has closed.`,
      now: t`Publish solutions now`,
    },
  ];

  return (
    <Paper
      withBorder
      p="md"
      component="form"
      aria-labelledby="test-form-heading"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(inputOf(draft), {
          onSuccess: () => {
            notifySuccess(t`Test saved`);
            onDone();
          },
        });
      }}
    >
      <Stack gap="sm">
        <Title order={2} size="h4" id="test-form-heading">
          {test ? <Trans>Edit test</Trans> : <Trans>New test</Trans>}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t`Title in English`}
            value={draft.titleEn}
            onChange={(e) => set({ titleEn: e.currentTarget.value })}
          />
          <TextInput
            label={t`Title in Bengali`}
            value={draft.titleBn}
            onChange={(e) => set({ titleBn: e.currentTarget.value })}
          />
          <Textarea
            label={t`Instructions in English`}
            value={draft.instructionsEn}
            onChange={(e) => set({ instructionsEn: e.currentTarget.value })}
            autosize
            minRows={2}
          />
          <Textarea
            label={t`Instructions in Bengali`}
            value={draft.instructionsBn}
            onChange={(e) => set({ instructionsBn: e.currentTarget.value })}
            autosize
            minRows={2}
          />
        </SimpleGrid>
        <Group wrap="wrap">
          <NumberInput
            label={t`Duration in minutes`}
            min={1}
            max={600}
            value={draft.durationMinutes}
            onChange={(v) => set({ durationMinutes: Number(v) || 1 })}
            w={170}
          />
          <NumberInput
            label={t`Attempts allowed`}
            min={1}
            max={100}
            value={draft.maxAttempts}
            onChange={(v) => set({ maxAttempts: Number(v) || 1 })}
            w={170}
          />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {times.map((time) => (
            <Stack key={time.name} gap={4}>
              <TextInput
                type="datetime-local"
                label={time.label}
                description={time.description}
                value={draft[time.name].text}
                onChange={(e) => setTime(time.name, e.currentTarget.value)}
              />
              {time.now && (
                <Button
                  size="xs"
                  variant="default"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => setTime(time.name, indiaNow())}
                >
                  {time.now}
                </Button>
              )}
            </Stack>
          ))}
        </SimpleGrid>
        <Group wrap="wrap">
          <Checkbox
            label={t`Shuffle the questions`}
            checked={draft.shuffleQuestions}
            onChange={(e) => set({ shuffleQuestions: e.currentTarget.checked })}
          />
          <Checkbox
            label={t`Shuffle each question's options`}
            checked={draft.shuffleOptions}
            onChange={(e) => set({ shuffleOptions: e.currentTarget.checked })}
          />
          <Checkbox
            label={t`Published`}
            checked={draft.published}
            onChange={(e) => set({ published: e.currentTarget.checked })}
          />
        </Group>
        <Radio.Group
          label={t`Who may take it`}
          value={draft.audience}
          onChange={(value) => set({ audience: value === "batches" ? "batches" : "everyone" })}
        >
          <Group mt="xs" wrap="wrap">
            <Radio value="everyone" label={t`Everyone signed in`} />
            <Radio value="batches" label={t`The students of chosen batches`} />
          </Group>
        </Radio.Group>
        {draft.audience === "batches" && (
          <BatchPicker value={draft.batchIds} onChange={(batchIds) => set({ batchIds })} />
        )}
        {draft.sections.map((section, index) => {
          const number = formatCount(index + 1, locale);
          return (
            <Paper
              key={section.key}
              withBorder
              p="sm"
              bg="gray.0"
              component="section"
              aria-labelledby={`test-section-${section.key}`}
            >
              <Stack gap="xs">
                <Text fw={600} id={`test-section-${section.key}`}>
                  <Trans>Section {number}</Trans>
                </Text>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
                </SimpleGrid>
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
                {section.draws.map((draw, drawIndex) => {
                  const drawNumber = formatCount(drawIndex + 1, locale);
                  return (
                    <Group key={draw.key} wrap="wrap" align="flex-end">
                      <Select
                        label={t`Random questions from`}
                        data={options}
                        value={draw.categoryId}
                        onChange={(value) => patchDraw(index, draw.key, { categoryId: value })}
                        searchable
                        clearable
                        style={{ flex: "1 1 14rem" }}
                      />
                      <NumberInput
                        label={t`How many`}
                        min={1}
                        max={200}
                        value={draw.count}
                        onChange={(v) => patchDraw(index, draw.key, { count: Number(v) || 1 })}
                        w={120}
                      />
                      <Button
                        variant="default"
                        aria-label={t`Remove random draw ${drawNumber} of section ${number}`}
                        onClick={() =>
                          patch(index, {
                            draws: section.draws.filter((other) => other.key !== draw.key),
                          })
                        }
                      >
                        <Trans>Remove</Trans>
                      </Button>
                    </Group>
                  );
                })}
                <Button
                  variant="default"
                  size="xs"
                  style={{ alignSelf: "flex-start" }}
                  onClick={() => patch(index, { draws: [...section.draws, newDraw()] })}
                >
                  <Trans>Add a random draw</Trans>
                </Button>
                <FixedQuestions
                  sectionNumber={number}
                  value={section.questionIds}
                  onChange={(questionIds) => patch(index, { questionIds })}
                />
              </Stack>
            </Paper>
          );
        })}
        <Group>
          <Button
            variant="default"
            onClick={() => set({ sections: [...draft.sections, newSection()] })}
          >
            <Trans>Add a section</Trans>
          </Button>
          {draft.sections.length > 1 && (
            <Button
              variant="default"
              onClick={() => set({ sections: draft.sections.slice(0, -1) })}
            >
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

// The batches a batch-only test is for (decision 055): the chosen ones by course and name, and a
// course found by search, then one of its batches, to add. A batch since deleted stays named by
// the test, marked so, until staff remove it.
import { textIn } from "@app/shared/localized-text";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Select, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { staffBatchesQueryOptions, useStaffCourses } from "@/features/courses/api/staff-courses";
import { useLanguage } from "@/lib/i18n";
import { useBatchesById } from "../api/test-series";

export function BatchPicker({
  value,
  onChange,
}: {
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useLingui();
  const { language } = useLanguage();
  const chosen = useBatchesById(value);
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [course, setCourse] = useState<string | null>(null);
  const courses = useStaffCourses(q ? { q } : {});
  const batches = useQuery({
    ...staffBatchesQueryOptions(course ?? "", { limit: "100" }),
    enabled: course !== null,
  });
  const courseOptions = (courses.data?.items ?? []).map((one) => ({
    value: one.code,
    label: `${one.code} · ${textIn(one.name, language)}`,
  }));
  const batchOptions = course
    ? (batches.data?.items ?? []).map((batch) => ({
        value: batch._id,
        label: batch.name,
        disabled: value.includes(batch._id),
      }))
    : [];
  return (
    <Paper withBorder p="sm">
      <Stack gap="xs">
        {value.length === 0 ? (
          <Text size="sm" c="red.9">
            <Trans>Choose at least one batch.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: "none" }}>
            {value.map((id, position) => {
              const query = chosen[position];
              const batch = query?.data;
              const name =
                batch === null
                  ? t`A batch that no longer exists`
                  : batch
                    ? `${batch.course} · ${batch.name}`
                    : query?.isError
                      ? t`Could not load this batch`
                      : t`Loading…`;
              return (
                <li key={id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Text size="sm" c={batch === null ? "red.9" : undefined}>
                      {name}
                    </Text>
                    <Button
                      size="compact-xs"
                      variant="default"
                      style={{ flexShrink: 0 }}
                      aria-label={t`Remove the batch ${name}`}
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
        <Group wrap="wrap" align="flex-end">
          <TextInput
            label={t`Find a course`}
            type="search"
            placeholder={t`Code or name`}
            leftSection={<IconSearch size={16} aria-hidden />}
            maxLength={200}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            style={{ flex: "1 1 12rem" }}
          />
          <Select
            label={t`Course`}
            data={courseOptions}
            value={course}
            onChange={setCourse}
            nothingFoundMessage={t`No course matches`}
            clearable
            style={{ flex: "1 1 14rem" }}
          />
          <Select
            label={t`Batch to add`}
            data={batchOptions}
            value={null}
            disabled={!course}
            onChange={(id) => {
              if (id && !value.includes(id)) onChange([...value, id]);
            }}
            nothingFoundMessage={t`This course has no batches`}
            style={{ flex: "1 1 14rem" }}
          />
        </Group>
      </Stack>
    </Paper>
  );
}

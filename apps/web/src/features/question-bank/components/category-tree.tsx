// The question bank's category tree (subject → chapter → topic, decision 039): choosing a
// category filters the list of questions to it and its subcategories; the chosen one can be
// renamed, deleted (refused while it holds subcategories or questions) and exported as GIFT, and
// a new category goes under it (or at the top when none is chosen).

import { formatCount } from "@app/shared/format";
import { type Category, CategoryInputSchema } from "@app/shared/question-bank";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, Paper, Stack, Text, TextInput, Title, UnstyledButton } from "@mantine/core";
import { useForm } from "@mantine/form";
import { IconDownload } from "@tabler/icons-react";
import { useState } from "react";
import { DeleteButton } from "@/components/delete-button";
import { FormError } from "@/components/form-error";
import { ErrorState, LoadingState } from "@/components/query-states";
import { showFieldErrors } from "@/lib/form-errors";
import { useLanguage } from "@/lib/i18n";
import { notifyError, notifySuccess } from "@/lib/notify";
import { useSchemaResolver } from "@/lib/schema-resolver";
import {
  useCategories,
  useDeleteCategory,
  useExportGift,
  useSaveCategory,
} from "../api/question-bank";
import classes from "./category-tree.module.css";

export function CategoryTree({
  selected,
  onSelect,
}: {
  /** The chosen category's id; undefined: all of them. */
  selected: string | undefined;
  onSelect: (id: string | undefined) => void;
}) {
  const { t } = useLingui();
  const categories = useCategories();
  if (categories.isError)
    return (
      <ErrorState
        error={categories.error}
        title={t`Could not load the categories`}
        onRetry={() => void categories.refetch()}
      />
    );
  if (!categories.data) return <LoadingState label={t`Loading the categories`} />;
  const rows = categories.data;
  const chosen = rows.find((row) => row._id === selected);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="categories-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="categories-heading">
          <Trans>Categories</Trans>
        </Title>
        <nav aria-label={t`Categories`}>
          <ul className={classes.tree}>
            <li>
              <TreeButton
                label={t`All categories`}
                current={selected === undefined}
                onClick={() => onSelect(undefined)}
              />
            </li>
            <Branch rows={rows} parentId={null} selected={selected} onSelect={onSelect} />
          </ul>
        </nav>
        {rows.length === 0 && (
          <Text size="sm" c="gray.7">
            <Trans>No categories yet: add a subject below, or import a file.</Trans>
          </Text>
        )}
        {chosen && <ChosenCategory key={chosen._id} category={chosen} onDeleted={onSelect} />}
        {!chosen && <ExportButton category={undefined} />}
        <NewCategory parent={chosen} onAdded={onSelect} />
      </Stack>
    </Paper>
  );
}

function Branch({
  rows,
  parentId,
  selected,
  onSelect,
}: {
  rows: readonly Category[];
  parentId: string | null;
  selected: string | undefined;
  onSelect: (id: string) => void;
}) {
  const { locale } = useLanguage();
  const children = rows.filter((row) => row.parentId === parentId);
  return children.map((row) => {
    const hasChildren = rows.some((other) => other.parentId === row._id);
    return (
      <li key={row._id}>
        <TreeButton
          label={row.name}
          count={formatCount(row.questions, locale)}
          current={selected === row._id}
          onClick={() => onSelect(row._id)}
        />
        {hasChildren && (
          <ul className={classes.tree}>
            <Branch rows={rows} parentId={row._id} selected={selected} onSelect={onSelect} />
          </ul>
        )}
      </li>
    );
  });
}

function TreeButton({
  label,
  count,
  current,
  onClick,
}: {
  label: string;
  count?: string;
  current: boolean;
  onClick: () => void;
}) {
  return (
    <UnstyledButton
      className={classes.item}
      aria-current={current ? "true" : undefined}
      data-current={current || undefined}
      onClick={onClick}
    >
      <span className={classes.name}>{label}</span>
      {count !== undefined && <span className={classes.count}>{count}</span>}
    </UnstyledButton>
  );
}

function ExportButton({ category }: { category: Category | undefined }) {
  const { t } = useLingui();
  const exporter = useExportGift();
  const fileName = `${(category?.path ?? "questions").replace(/[^\p{L}\p{N}._-]+/gu, "-")}.gift.txt`;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={exporter.isPending}
      onClick={() =>
        exporter.mutate({ category: category?._id, fileName }, { onError: notifyError })
      }
      // Its words wrap in the narrow tree beside the list (in Bengali they are long), rather than
      // running out of its panel.
      style={{ alignSelf: "flex-start", maxWidth: "100%", height: "auto", minHeight: 30 }}
      styles={{ label: { whiteSpace: "normal", lineHeight: 1.35, paddingBlock: 5 } }}
    >
      {category ? t`Export this category as GIFT` : t`Export every question as GIFT`}
    </Button>
  );
}

/** The chosen category: its path, renaming it, deleting it, exporting it. */
function ChosenCategory({
  category,
  onDeleted,
}: {
  category: Category;
  onDeleted: (id: string | undefined) => void;
}) {
  const { t } = useLingui();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const validate = useSchemaResolver(CategoryInputSchema);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: category.name },
    validate: (values) => validate({ name: values.name, parentId: category.parentId }),
  });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { id: category._id, input: { name: values.name, parentId: category.parentId } },
      {
        onSuccess: () => notifySuccess(t`The category was renamed`),
        onError: showFieldErrors(form),
      },
    ),
  );
  return (
    <Stack gap="xs" className={classes.chosen}>
      <Text size="sm" fw={600}>
        {category.path}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t`Rename the category`}>
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            label={t`Category name`}
            style={{ flex: "1 1 10rem", minWidth: 0 }}
            {...form.getInputProps("name")}
          />
          <Button type="submit" variant="light" loading={save.isPending}>
            <Trans>Rename</Trans>
          </Button>
        </Group>
        <FormError error={save.error} form={form} mt="xs" />
      </form>
      <Group gap="xs" wrap="wrap">
        <ExportButton category={category} />
        <DeleteButton
          label={t`Delete the category ${category.path}`}
          title={t`Delete the category "${category.name}"?`}
          consequence={t`Only an empty category can be deleted: move or delete its subcategories and questions first.`}
          refusedTitle={t`The category was not deleted`}
          onConfirm={() =>
            remove.mutateAsync(category._id).then(() => {
              notifySuccess(t`The category was deleted`);
              onDeleted(category.parentId ?? undefined);
            })
          }
        />
      </Group>
    </Stack>
  );
}

/** A new category under the chosen one, or at the top. */
function NewCategory({
  parent,
  onAdded,
}: {
  parent: Category | undefined;
  onAdded: (id: string) => void;
}) {
  const { t } = useLingui();
  const save = useSaveCategory();
  const validate = useSchemaResolver(CategoryInputSchema);
  const [open, setOpen] = useState(false);
  const form = useForm({
    mode: "controlled",
    initialValues: { name: "" },
    validate: (values) => validate({ name: values.name, parentId: parent?._id ?? null }),
  });
  if (!open)
    return (
      <Button
        variant="light"
        size="xs"
        onClick={() => setOpen(true)}
        style={{ alignSelf: "flex-start" }}
      >
        {parent ? t`Add a category under ${parent.name}` : t`Add a subject`}
      </Button>
    );
  const submit = form.onSubmit((values) =>
    save.mutate(
      { input: { name: values.name, parentId: parent?._id ?? null } },
      {
        onSuccess: (added) => {
          notifySuccess(t`The category was added`);
          form.reset();
          setOpen(false);
          onAdded(added._id);
        },
        onError: showFieldErrors(form),
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate aria-label={t`New category`}>
      <Stack gap="xs">
        <TextInput
          label={parent ? t`New category under ${parent.path}` : t`New subject`}
          data-autofocus
          {...form.getInputProps("name")}
        />
        <FormError error={save.error} form={form} />
        <Group gap="xs">
          <Button type="submit" size="xs" loading={save.isPending}>
            <Trans>Add</Trans>
          </Button>
          <Button variant="default" size="xs" onClick={() => setOpen(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

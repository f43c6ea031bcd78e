// The search box: Search runs POST /search; Clear search goes back to the full gallery.

import { SearchProductsBodySchema } from "@app/shared/products";
import { Trans, useLingui } from "@lingui/react/macro";
import { Button, Group, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useEffect } from "react";
import { useKeepTypedValues } from "@/lib/keep-typed-values";
import { useSchemaResolver } from "@/lib/schema-resolver";

/** What the box checks: the search text, as the server checks POST /search. */
const SearchSchema = SearchProductsBodySchema.pick({ anytext: true });

export function ProductSearch({
  active,
  onSearch,
  onClear,
}: {
  /** The text of the search being shown, or null for the full gallery. */
  active: string | null;
  onSearch: (text: string) => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  const form = useForm({
    mode: "controlled",
    initialValues: { anytext: active ?? "" },
    validate: useSchemaResolver(SearchSchema),
  });
  // Back/forward changes the search in the address; the box follows it (and only then: the form
  // object is new on every render, so it is not a dependency).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the address changes
  useEffect(() => form.setValues({ anytext: active ?? "" }), [active]);
  // The box is named q, the address's name for the search (a GET before the scripts run).
  const typedRef = useKeepTypedValues(form, { anytext: "q" });

  const submit = form.onSubmit(({ anytext }) => {
    const trimmed = anytext.trim();
    if (trimmed === "") onClear();
    else onSearch(trimmed);
  });

  return (
    <search>
      {/* A search sent before the page's scripts have taken over (the server's HTML, decision 022)
          is a plain GET of this page with ?q=, which the server renders with its results. */}
      <form ref={typedRef} aria-label={t`Product search`} method="get" onSubmit={submit} noValidate>
        <Group align="flex-end" gap="xs">
          <TextInput
            label={t`Search products`}
            placeholder={t`Name or description`}
            styles={{ input: { minWidth: 0 } }}
            flex={1}
            miw={180}
            maxLength={200}
            name="q"
            {...form.getInputProps("anytext")}
          />
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          {active !== null && (
            // The box empties as the address drops the search (the effect above).
            <Button variant="default" onClick={onClear}>
              <Trans>Clear search</Trans>
            </Button>
          )}
        </Group>
      </form>
    </search>
  );
}

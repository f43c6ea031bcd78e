// The search box: Submit runs POST /search; Clear goes back to the full gallery.
import { Button, Group, TextInput } from "@mantine/core";
import { useEffect, useState } from "react";

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
  const [text, setText] = useState(active ?? "");
  // Back/forward changes the search in the address; the box follows it.
  useEffect(() => setText(active ?? ""), [active]);
  return (
    <search>
      <form
        aria-label="Product search"
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = text.trim();
          if (trimmed === "") onClear();
          else onSearch(trimmed);
        }}
      >
        <Group align="flex-end" gap="xs">
          <TextInput
            label="Search products"
            placeholder="Name or description"
            styles={{ input: { minWidth: 0 } }}
            flex={1}
            miw={180}
            maxLength={200}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit">Submit</Button>
          {active !== null && (
            <Button
              variant="default"
              onClick={() => {
                setText("");
                onClear();
              }}
            >
              Clear search
            </Button>
          )}
        </Group>
      </form>
    </search>
  );
}

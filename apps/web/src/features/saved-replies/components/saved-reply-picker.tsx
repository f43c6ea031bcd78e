// Inserting a saved reply into a reply (docs/product.md: support desk): open the list, pick one (typing searches the
// titles and texts), and its text in the customer's language (the other one while that is not
// written), placeholders filled from the ticket, joins what is written.
import type { Language } from "@app/shared/i18n";
import { textIn } from "@app/shared/localized-text";
import { fillSavedReply, type SavedReplyPlaceholder } from "@app/shared/saved-replies";
import { useLingui } from "@lingui/react/macro";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconMessageReply } from "@tabler/icons-react";
import { useState } from "react";
import { SEARCH_DELAY_MS } from "@/components/list-toolbar";
import { useSavedReplySearch } from "../api/saved-replies";

export function SavedReplyPicker({
  values,
  language,
  onInsert,
}: {
  values: Record<SavedReplyPlaceholder, string>;
  /** The language the reply is written in: the customer's. */
  language: Language;
  onInsert: (text: string) => void;
}) {
  const { t } = useLingui();
  const [search, setSearch] = useState("");
  const [dropdown, setDropdown] = useState(false);
  const [q] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const replies = useSavedReplySearch(q, dropdown);
  const items = replies.data?.items ?? [];
  return (
    <Select
      label={t`Insert a saved reply`}
      placeholder={t`Choose or search`}
      leftSection={<IconMessageReply size={16} aria-hidden />}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      // The server searches titles and texts; every answer it gives is offered.
      filter={({ options }) => options}
      data={items.map((reply) => ({ value: reply._id, label: reply.title }))}
      value={null}
      onDropdownOpen={() => setDropdown(true)}
      onDropdownClose={() => {
        setDropdown(false);
        setSearch("");
      }}
      onChange={(id) => {
        const reply = items.find((item) => item._id === id);
        if (reply) onInsert(fillSavedReply(textIn(reply.text, language), values));
        setSearch("");
      }}
      nothingFoundMessage={
        replies.isPending
          ? t`Loading…`
          : replies.isError
            ? t`Could not load the saved replies`
            : q
              ? t`No saved reply matches`
              : t`No saved replies yet: add them under Saved replies`
      }
      comboboxProps={{ withinPortal: true }}
    />
  );
}

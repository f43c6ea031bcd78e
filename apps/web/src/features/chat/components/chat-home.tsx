// The chat box's first view: the conversations (with unread counts) and the contacts to start one
// with — the staff and admins for a user, anyone for staff (searchable).

import type { ChatContact } from "@app/shared/chat";
import { formatCount } from "@app/shared/format";
import type { Role } from "@app/shared/users";
import { Trans, useLingui } from "@lingui/react/macro";
import {
  Badge,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useState } from "react";
import { LoadMore } from "@/components/load-more";
import { QueryStates } from "@/components/query-states";
import { roleWord } from "@/features/users/components/role-labels";
import { useLanguage } from "@/lib/i18n";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useContacts } from "../api/get-contacts";
import { useConversations } from "../api/get-conversations";
import classes from "./chat-home.module.css";

type Props = { role: Role; onPick: (contact: ChatContact) => void };

function Conversations({ onPick }: Pick<Props, "onPick">) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const conversations = useConversations();
  return (
    <QueryStates
      query={conversations}
      data={conversations.data}
      loadingLabel={t`Loading conversations`}
      errorTitle={t`Could not load the conversations`}
      empty={t`No conversations yet.`}
    >
      {(items) => (
        <ul className={classes.list} aria-label={t`Conversations`}>
          {items.map(({ user, lastMessage, unread }) => (
            <li key={user._id}>
              <UnstyledButton className={classes.item} onClick={() => onPick(user)}>
                <span className={classes.itemText}>
                  <Text fw={600} size="sm" truncate>
                    {user.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {lastMessage.text}
                  </Text>
                </span>
                {unread > 0 && (
                  <Badge color="red.9" circle>
                    <UnreadCount shown={formatCount(unread, locale)} />
                  </Badge>
                )}
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** A word as a badge shows it: "Staff" (Bengali has no capitals: as it is). */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The count, and for a screen reader what it counts. */
function UnreadCount({ shown }: { shown: string }) {
  const { t } = useLingui();
  return (
    <>
      {shown}
      <VisuallyHidden>
        {" "}
        {t({ message: "unread", comment: "After a count of messages" })}
      </VisuallyHidden>
    </>
  );
}

function Contacts({ role, onPick }: Props) {
  const { t, i18n } = useLingui();
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const contacts = useContacts(q);
  const contactItems = loadedItems(contacts.data, (contact) => contact._id);
  const isStaff = role !== "user";

  const list = (
    <QueryStates
      query={contacts}
      data={contacts.data && contactItems}
      loadingLabel={t`Loading contacts`}
      errorTitle={t`Could not load the contacts`}
      empty={q ? t`Nobody matches this search.` : t`Nobody to chat with yet.`}
    >
      {(items) => (
        <>
          <ul className={classes.list} aria-label={t`Contacts`}>
            {items.map((contact) => (
              <li key={contact._id}>
                <UnstyledButton className={classes.item} onClick={() => onPick(contact)}>
                  <Text fw={600} size="sm" truncate>
                    {contact.name}
                  </Text>
                  <Badge variant="light" color={contact.role === "user" ? "dark" : "brand"}>
                    {capitalised(roleWord(i18n, contact.role))}
                  </Badge>
                </UnstyledButton>
              </li>
            ))}
          </ul>
          <LoadMore
            shown={items.length}
            total={totalOf(contacts.data)}
            hasMore={contacts.hasNextPage}
            loading={contacts.isFetchingNextPage}
            onMore={() => void contacts.fetchNextPage()}
            label={t`Show more contacts`}
          />
        </>
      )}
    </QueryStates>
  );

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {isStaff ? t`Start a conversation` : t`Chat with our staff`}
      </Title>
      <TextInput
        label={t`Search by name or email`}
        size="sm"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
      />
      {list}
    </Stack>
  );
}

export function ChatHome({ role, onPick }: Props) {
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h5">
          <Trans>Conversations</Trans>
        </Title>
        <Conversations onPick={onPick} />
      </Stack>
      <Contacts role={role} onPick={onPick} />
    </Stack>
  );
}

// The chat box's first view: the conversations (with unread counts) and the contacts to start one
// with — the staff and admins for a user, anyone for staff (searchable).
import type { ChatContact } from "@app/shared/chat";
import type { Role } from "@app/shared/users";
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
import { type ReactNode, useState } from "react";
import { LoadMore } from "@/components/load-more";
import { ErrorState, LoadingState } from "@/components/query-states";
import { loadedItems, totalOf } from "@/lib/page-list";
import { useContacts } from "../api/get-contacts";
import { useConversations } from "../api/get-conversations";
import classes from "./chat-home.module.css";

const ROLE_LABEL: Record<Role, string> = { user: "User", staff: "Staff", admin: "Admin" };

type Props = { role: Role; onPick: (contact: ChatContact) => void };

function Conversations({ onPick }: Pick<Props, "onPick">) {
  const conversations = useConversations();
  if (conversations.isPending) return <LoadingState label="Loading conversations" />;
  if (conversations.isError) {
    return (
      <ErrorState
        error={conversations.error}
        title="Could not load the conversations"
        onRetry={() => void conversations.refetch()}
      />
    );
  }
  if (conversations.data.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No conversations yet.
      </Text>
    );
  }
  return (
    <ul className={classes.list} aria-label="Conversations">
      {conversations.data.map(({ user, lastMessage, unread }) => (
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
                {unread}
                <VisuallyHidden> unread</VisuallyHidden>
              </Badge>
            )}
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}

function Contacts({ role, onPick }: Props) {
  const [search, setSearch] = useState("");
  const [q] = useDebouncedValue(search, 250);
  const contacts = useContacts(q);
  const contactItems = loadedItems(contacts.data, (contact) => contact._id);
  const isStaff = role !== "user";

  let list: ReactNode;
  if (contacts.isPending) list = <LoadingState label="Loading contacts" />;
  else if (contacts.isError && !contacts.data) {
    list = (
      <ErrorState
        error={contacts.error}
        title="Could not load the contacts"
        onRetry={() => void contacts.refetch()}
      />
    );
  } else if (contactItems.length === 0) {
    list = (
      <Text size="sm" c="dimmed">
        {q ? "Nobody matches this search." : "Nobody to chat with yet."}
      </Text>
    );
  } else {
    list = (
      <>
        <ul className={classes.list} aria-label="Contacts">
          {contactItems.map((contact) => (
            <li key={contact._id}>
              <UnstyledButton className={classes.item} onClick={() => onPick(contact)}>
                <Text fw={600} size="sm" truncate>
                  {contact.name}
                </Text>
                <Badge variant="light" color={contact.role === "user" ? "dark" : "brand"}>
                  {ROLE_LABEL[contact.role]}
                </Badge>
              </UnstyledButton>
            </li>
          ))}
        </ul>
        <LoadMore
          shown={contactItems.length}
          total={totalOf(contacts.data)}
          hasMore={contacts.hasNextPage}
          loading={contacts.isFetchingNextPage}
          onMore={() => void contacts.fetchNextPage()}
          label="Show more contacts"
        />
      </>
    );
  }

  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {isStaff ? "Start a conversation" : "Chat with our staff"}
      </Title>
      <TextInput
        label="Search by name or email"
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
          Conversations
        </Title>
        <Conversations onPick={onPick} />
      </Stack>
      <Contacts role={role} onPick={onPick} />
    </Stack>
  );
}

// The chat box's first view. Staff: the institute's inbox (the customers' threads with the desk's
// unread counts, decision 053), their conversations (with unread counts) and anyone to start one
// with (searchable). A customer: their thread with the institute and any conversation a member of
// staff started with them; they pick no one to write to.

import type { ChatContact } from "@app/shared/chat";
import { formatCount } from "@app/shared/format";
import { isStaffRole, type Role } from "@app/shared/users";
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
import { useInstitute } from "@/lib/use-institute";
import { useContacts } from "../api/get-contacts";
import { useConversations } from "../api/get-conversations";
import { useInstituteThreads } from "../api/get-institute-threads";
import { useInstituteUnread } from "../api/get-unread";
import classes from "./chat-home.module.css";

type Customer = { _id: string; name: string };
type Props = {
  role: Role;
  onPick: (contact: ChatContact) => void;
  onOpenInstitute: (customer: Customer) => void;
  /** The reader (a customer's own thread is theirs). */
  me: Customer;
};

function Conversations({ onPick, empty }: Pick<Props, "onPick"> & { empty: string }) {
  const { t } = useLingui();
  const conversations = useConversations();
  return (
    <QueryStates
      query={conversations}
      data={conversations.data}
      loadingLabel={t`Loading conversations`}
      errorTitle={t`Could not load the conversations`}
      empty={empty}
    >
      {(items) => (
        <ul className={classes.list} aria-label={t`Conversations`}>
          {items.map(({ user, lastMessage, unread }) => (
            <ConversationRow
              key={user._id}
              name={user.name}
              preview={lastMessage.text}
              unread={unread}
              onOpen={() => onPick(user)}
            />
          ))}
        </ul>
      )}
    </QueryStates>
  );
}

/** A word as a badge shows it: "Staff" (Bengali has no capitals: as it is). */
const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** One conversation in a list: who, the start of the last message, and how many are unread. */
function ConversationRow(props: {
  name: string;
  preview: string;
  unread: number;
  onOpen: () => void;
}) {
  const { locale } = useLanguage();
  return (
    <li>
      <UnstyledButton className={classes.item} onClick={props.onOpen}>
        <span className={classes.itemText}>
          <Text fw={600} size="sm" truncate>
            {props.name}
          </Text>
          <Text size="xs" c="dimmed" truncate>
            {props.preview}
          </Text>
        </span>
        {props.unread > 0 && (
          <Badge color="red.9" circle>
            <UnreadCount shown={formatCount(props.unread, locale)} />
          </Badge>
        )}
      </UnstyledButton>
    </li>
  );
}

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

/** Staff: the customers' threads with the institute, newest first, a page at a time. */
function InstituteInbox({ onOpen }: { onOpen: (customer: Customer) => void }) {
  const { t } = useLingui();
  const threads = useInstituteThreads();
  const items = loadedItems(threads.data, (thread) => thread.customer._id);
  return (
    <QueryStates
      query={threads}
      data={threads.data && items}
      loadingLabel={t`Loading the institute inbox`}
      errorTitle={t`Could not load the institute inbox`}
      empty={t`No customer has written to the institute yet.`}
    >
      {(list) => (
        <>
          <ul className={classes.list} aria-label={t`Institute inbox`}>
            {list.map(({ customer, lastMessage, unread }) => (
              <ConversationRow
                key={customer._id}
                name={customer.name}
                preview={
                  lastMessage.fromInstitute && lastMessage.staffName
                    ? t`${lastMessage.staffName}: ${lastMessage.text}`
                    : lastMessage.text
                }
                unread={unread}
                onOpen={() => onOpen(customer)}
              />
            ))}
          </ul>
          <LoadMore
            shown={list.length}
            total={totalOf(threads.data)}
            hasMore={threads.hasNextPage}
            loading={threads.isFetchingNextPage}
            onMore={() => void threads.fetchNextPage()}
            label={t`Show more threads`}
          />
        </>
      )}
    </QueryStates>
  );
}

/** A customer: their one thread with the institute, and its unread replies. */
function InstituteEntry({ me, onOpen }: { me: Customer; onOpen: (customer: Customer) => void }) {
  const { locale } = useLanguage();
  const name = useInstitute().name;
  const unread = useInstituteUnread().data ?? 0;
  return (
    <UnstyledButton className={classes.item} onClick={() => onOpen(me)}>
      <span className={classes.itemText}>
        <Text fw={600} size="sm" truncate>
          {name}
        </Text>
        <Text size="xs" c="gray.7" truncate>
          <Trans>Write to our staff</Trans>
        </Text>
      </span>
      {unread > 0 && (
        <Badge color="red.9" circle>
          <UnreadCount shown={formatCount(unread, locale)} />
        </Badge>
      )}
    </UnstyledButton>
  );
}

function Contacts({ role, onPick }: Pick<Props, "role" | "onPick">) {
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

export function ChatHome({ role, onPick, onOpenInstitute, me }: Props) {
  const { t } = useLingui();
  const staff = isStaffRole(role);
  const conversations = useConversations();
  if (!staff) {
    // A customer's other conversations are those a member of staff started with them: the
    // section shows only when there are some (or they could not be loaded).
    const others = conversations.isError || (conversations.data?.length ?? 0) > 0;
    return (
      <Stack gap="lg">
        <Stack gap="xs">
          <Title order={2} size="h5">
            <Trans>Chat with the institute</Trans>
          </Title>
          <InstituteEntry me={me} onOpen={onOpenInstitute} />
        </Stack>
        {others && (
          <Stack gap="xs">
            <Title order={2} size="h5">
              <Trans>Other conversations</Trans>
            </Title>
            <Conversations onPick={onPick} empty={t`None yet.`} />
          </Stack>
        )}
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={2} size="h5">
          <Trans>Institute inbox</Trans>
        </Title>
        <InstituteInbox onOpen={onOpenInstitute} />
      </Stack>
      <Stack gap="xs">
        <Title order={2} size="h5">
          <Trans>Conversations</Trans>
        </Title>
        <Conversations onPick={onPick} empty={t`No conversations yet.`} />
      </Stack>
      <Contacts role={role} onPick={onPick} />
    </Stack>
  );
}

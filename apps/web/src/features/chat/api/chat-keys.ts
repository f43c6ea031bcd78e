// Query keys of the chat box; every key starts with "chat" so one invalidation refreshes all.
export const chatKeys = {
  all: ["chat"] as const,
  contacts: (q: string) => ["chat", "contacts", q] as const,
  conversations: ["chat", "conversations"] as const,
  unread: ["chat", "unread"] as const,
  messages: (userId: string) => ["chat", "messages", userId] as const,
};

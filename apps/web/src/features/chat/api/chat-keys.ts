// Query keys of the chat box; every key starts with "chat" so one invalidation refreshes all.
export const chatKeys = {
  all: ["chat"] as const,
  contacts: (q: string) => ["chat", "contacts", q] as const,
  conversations: ["chat", "conversations"] as const,
  unread: ["chat", "unread"] as const,
  messages: (userId: string) => ["chat", "messages", userId] as const,
  /** The staff's inbox of the chat with the institute (decision 053). */
  instituteThreads: ["chat", "institute", "threads"] as const,
  /** A customer's thread with the institute. */
  instituteMessages: (customerId: string) => ["chat", "institute", "messages", customerId] as const,
};

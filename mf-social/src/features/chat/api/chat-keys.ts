/** The chat cache's keys: per viewer, so two accounts on one device never share an answer. */
export const chatKeys = {
  all: ['chats'] as const,
  list: (uid: string) => [...chatKeys.all, 'list', uid] as const,
  one: (uid: string, chatId: string) => [...chatKeys.all, 'one', uid, chatId] as const,
};

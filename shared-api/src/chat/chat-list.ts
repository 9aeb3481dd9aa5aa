/**
 * The viewer's chat list (`GET /chats/`) and the chat cache's keys. mf-social shows the list and
 * its rooms; the shell's nav badge adds up the list's unread counts. Both read one cache entry, so
 * a room marked read in mf-social moves the badge. Everything else about chat is mf-social's own.
 */
import type { ChatSummary } from 'contract';
import { callEndpoint } from '../http/call-endpoint';
import type { CallOptions } from '../http/request';

/** Per viewer, so two accounts on one device never share an answer. */
export const chatKeys = {
  all: ['chats'] as const,
  list: (viewerUid: string) => [...chatKeys.all, 'list', viewerUid] as const,
  one: (viewerUid: string, chatId: string) => [...chatKeys.all, 'one', viewerUid, chatId] as const,
};

/** The caller's chats with their last message and unread count, most recently active first. */
export async function getChats(token: string, options: CallOptions = {}): Promise<ChatSummary[]> {
  return (await callEndpoint('GET /chats/', { token, ...options })).chats;
}

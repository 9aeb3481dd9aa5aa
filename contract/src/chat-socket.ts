/**
 * The chat socket (`GET /v2/chat/socket`, upgraded to a WebSocket): what the client and the API
 * send each other, as JSON text frames. React-free and browser-free.
 *
 * 1. The client opens the socket and sends `auth` with a token from `GET /chat/token` first (never
 *    in the URL). Anything else first, or no `auth` within `authTimeoutMs`, closes the socket with
 *    `authRequired`; a token that does not verify closes it with `tokenInvalid`, an expired one with
 *    `tokenExpired` (the client then fetches a new token and reconnects).
 * 2. The API answers `ready`. The client sends `subscribe` with the chats it follows and, per chat,
 *    the id of the newest message it holds (`afterId`, 0 for none).
 * 3. For each chat the caller may read, the API answers `subscribed` with the messages after
 *    `afterId` (oldest first; `hasMore` when more were missed than it sends, then the client pages
 *    over HTTP), then sends every new `message` of that chat as it is stored. A chat the caller may
 *    not read is answered `refused` (403 `forbidden`) and not followed.
 * A message reaches a socket at most once: the API remembers the newest id it sent per chat.
 *
 * A socket's own frames are limited (`CHAT_LIMITS.socket…`): frames per window, chats named per
 * window, bytes per frame, chats followed at once (past that, chats are `refused` one by one), and
 * sockets per person on one API process. A
 * token needs an expiry (`exp`), and names a live account: deleting the account closes its sockets.
 */
import type { ChatMessage } from './schemas/chat';

export const CHAT_SOCKET_PATH = '/chat/socket';

export const CHAT_SOCKET_CLOSE = {
  /** The first message was not `auth`, or it did not come in time. */
  authRequired: 4000,
  tokenInvalid: 4001,
  tokenExpired: 4002,
  /** A frame that is not one of the messages below. */
  badMessage: 4400,
  /**
   * More frames, or more chats named in subscribe frames, than `CHAT_LIMITS` allows a socket per
   * window: the client waits (its usual back-off) before reconnecting.
   */
  tooManyFrames: 4429,
  /** The person already holds `CHAT_LIMITS.socketsPerPerson` sockets open on this API process. */
  tooManySockets: 4430,
  /** The account was deleted: every socket of it ends at once, on every API process. */
  accountDeleted: 4410,
  /** A frame over `CHAT_LIMITS.socketFrameMaxBytes` (the WebSocket standard's "message too big"). */
  frameTooLarge: 1009,
} as const;

export const CHAT_SOCKET_AUTH_TIMEOUT_MS = 10_000;

export type ChatClientFrame =
  | { type: 'auth'; token: string }
  | { type: 'subscribe'; chats: { chatId: string; afterId: number }[] }
  | { type: 'unsubscribe'; chatIds: string[] };

export type ChatServerFrame =
  | { type: 'ready'; userId: string }
  | { type: 'subscribed'; chatId: string; messages: ChatMessage[]; hasMore: boolean }
  | { type: 'refused'; chatId: string; code: 'forbidden' | 'not_found'; message: string }
  | { type: 'message'; message: ChatMessage }
  /** The caller lost access to a chat (e.g. left the event): it is no longer followed. */
  | { type: 'removed'; chatId: string };

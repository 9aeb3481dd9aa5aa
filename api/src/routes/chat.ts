/** /v2/chat/…, /v2/chats/… and POST /v2/events/host-chats/: chat over HTTP and the chat socket. */
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync } from 'fastify';
import { CHAT_LIMITS, CHAT_SOCKET_PATH, type EndpointName } from 'contract';
import { chatForMember, NOT_A_MEMBER_MESSAGE } from '../chat/chat-access';
import { createChatHub } from '../chat/chat-hub';
import { clearChatNotification, notifyChatMessage } from '../chat/chat-notifications';
import { chatSummaries } from '../chat/chat-summaries';
import {
  markRead,
  messagePage,
  openDirectChat,
  openEventChat,
  sendMessage,
} from '../chat/chat-store';
import type { ChatTokens } from '../chat/chat-token';
import type { RealtimeBus } from '../chat/realtime-bus';
import type { Database } from '../db/database';
import { callerUser } from '../http/access-policy';
import { forbidden, invalidRequest } from '../http/api-error';
import { serve } from '../http/serve-endpoint';
import type { Clock } from '../time/clock';

export interface ChatRoutesOptions {
  db: Database;
  clock: Clock;
  bus: RealtimeBus;
  tokens: ChatTokens;
}

export const chatRoutes: FastifyPluginAsync<ChatRoutesOptions> = async (
  app,
  { db, clock, bus, tokens },
) => {
  const me = (request: Parameters<typeof callerUser>[0]) => callerUser(request).id;
  const summary = async (userId: string, chatId: string) => {
    const [chat] = await chatSummaries(db, userId, chatId);
    // Only reached after the caller's access was checked (or the chat was just opened for them).
    if (!chat) throw forbidden(NOT_A_MEMBER_MESSAGE);
    return chat;
  };
  // The socket's server side (registered at the end); messages ask it who is watching a chat.
  const hub = createChatHub({
    db,
    bus,
    tokens,
    clock,
    log: (error) => app.log.error({ err: error }, 'chat socket failed'),
  });
  app.addHook('onClose', async () => hub.close());

  serve(app, 'GET /chat/token', async (request) => tokens.issue(me(request), clock()));

  serve(app, 'GET /chats/', async (request) => ({ chats: await chatSummaries(db, me(request)) }));

  serve(app, 'POST /chats/direct', async (request) => {
    const chatId = await openDirectChat(db, me(request), request.body.userId);
    return { chat: await summary(me(request), chatId) };
  });

  serve(app, 'GET /chats/:chatId', async (request) => {
    const chat = await chatForMember(db, request.params.chatId, me(request));
    return { chat: await summary(me(request), chat.id) };
  });

  serve(app, 'GET /chats/:chatId/messages', async (request) => {
    const chat = await chatForMember(db, request.params.chatId, me(request));
    return messagePage(db, chat.id, request.query);
  });

  serve(app, 'POST /chats/:chatId/messages', async (request) => {
    const chat = await chatForMember(db, request.params.chatId, me(request));
    const senderId = me(request);
    const now = clock();
    const { message, created } = await sendMessage(db, chat, senderId, request.body, now, (tx) =>
      notifyChatMessage(tx, { chat, senderId, watching: hub.watchers(chat.id), now }),
    );
    if (created) await bus.publish({ chatId: chat.id, messageId: message.id });
    return { message };
  });

  serve(app, 'POST /chats/:chatId/read', async (request) => {
    const chat = await chatForMember(db, request.params.chatId, me(request));
    const read = await markRead(db, chat.id, me(request), request.body.messageId, clock());
    await clearChatNotification(db, {
      chatId: chat.id,
      userId: me(request),
      readUpTo: read.lastReadMessageId,
    });
    return read;
  });

  serve(app, 'POST /events/host-chats/', async (request) => {
    const chatId = await openEventChat(db, me(request), request.body.eventId);
    return { chat: await summary(me(request), chatId) };
  });

  // The socket: registered by hand (serve() answers JSON), with the contract's name and access.
  // A larger frame closes the socket with 1009 (`CHAT_SOCKET_CLOSE.frameTooLarge`), unread.
  await app.register(websocket, { options: { maxPayload: CHAT_LIMITS.socketFrameMaxBytes } });
  const name: EndpointName = 'GET /chat/socket';
  app.route({
    method: 'GET',
    url: CHAT_SOCKET_PATH,
    config: { access: 'public', endpoint: name },
    handler: async () => {
      throw invalidRequest('Open this address as a WebSocket');
    },
    wsHandler: (socket) => hub.accept(socket),
  });
};

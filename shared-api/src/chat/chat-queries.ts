/**
 * Chat in React: the caller's chat list, one room (history, live messages, the outbox, read
 * marks) and the calls that open chats. One socket and one outbox per signed-in person, shared by
 * every screen that uses them, closed a few seconds after the last one unmounts.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import type { ChatMessage } from '../contract';
import { getApiConfig } from '../http/api-config';
import { requireToken } from '../http/require-token';
import { useSession } from '../session/session-context';
import { toUserMessage } from '../user-message';
import {
  getChat,
  getChatMessages,
  getChats,
  getChatToken,
  markChatRead,
  openDirectChat,
  openEventChat,
  sendChatMessage,
} from './chat-api';
import { ChatOutbox, type OutboxItem } from './chat-outbox';
import { ChatSocketClient, chatSocketUrl, type ChatConnectionState } from './chat-socket-client';

export const chatKeys = {
  all: ['chats'] as const,
  list: (uid: string) => [...chatKeys.all, 'list', uid] as const,
  one: (uid: string, chatId: string) => [...chatKeys.all, 'one', uid, chatId] as const,
};

const noRetry = { retry: false } as const;

interface ChatRuntime {
  client: ChatSocketClient;
  outbox: ChatOutbox;
  token: string;
  users: number;
  closeTimer: ReturnType<typeof setTimeout> | null;
}

const runtimes = new Map<string, ChatRuntime>();
const CLOSE_AFTER_MS = 5000;

function acquireRuntime(uid: string, token: string): ChatRuntime {
  let runtime = runtimes.get(uid);
  if (!runtime) {
    const created: ChatRuntime = {
      token,
      users: 0,
      closeTimer: null,
      outbox: new ChatOutbox((chatId, input) => sendChatMessage(chatId, input, created.token)),
      client: new ChatSocketClient({
        url: chatSocketUrl(getApiConfig().baseUrl, globalThis.location),
        getToken: () => getChatToken(created.token),
      }),
    };
    created.client.on('state', (state) => {
      if (state === 'online') void created.outbox.flush();
    });
    runtimes.set(uid, created);
    runtime = created;
  }
  runtime.token = token;
  runtime.users += 1;
  if (runtime.closeTimer) clearTimeout(runtime.closeTimer);
  runtime.closeTimer = null;
  return runtime;
}

function releaseRuntime(uid: string, runtime: ChatRuntime) {
  runtime.users -= 1;
  if (runtime.users > 0) return;
  runtime.closeTimer = setTimeout(() => {
    if (runtime.users > 0) return;
    // Keep it while messages still wait to be sent.
    if (runtime.outbox.snapshot().some((item) => item.state === 'sending')) return;
    runtime.client.close();
    runtime.outbox.dispose();
    runtimes.delete(uid);
  }, CLOSE_AFTER_MS);
}

/** The viewer's socket and outbox while the calling component is mounted; null for visitors. */
function useChatRuntime(): ChatRuntime | null {
  const { viewer } = useSession();
  const uid = viewer?.uid ?? null;
  const [runtime, setRuntime] = useState<ChatRuntime | null>(null);
  const tokenRef = useRef(viewer?.token ?? '');
  tokenRef.current = viewer?.token ?? '';
  useEffect(() => {
    if (!uid) return;
    const acquired = acquireRuntime(uid, tokenRef.current);
    setRuntime(acquired);
    return () => {
      releaseRuntime(uid, acquired);
      setRuntime(null);
    };
  }, [uid]);
  useEffect(() => {
    if (runtime && viewer?.token) runtime.token = viewer.token;
  }, [runtime, viewer?.token]);
  return runtime;
}

const offlineState = () => 'connecting' as ChatConnectionState;

/** Whether the chat socket is connected: 'online', 'connecting' or 'offline'. */
function useConnectionState(runtime: ChatRuntime | null): ChatConnectionState {
  const subscribe = useCallback(
    (notify: () => void) => runtime?.client.on('state', notify) ?? (() => {}),
    [runtime],
  );
  return useSyncExternalStore(subscribe, () => runtime?.client.state ?? offlineState());
}

export function chatListQueryOptions(uid: string, token: string | undefined) {
  return queryOptions({
    queryKey: chatKeys.list(uid),
    queryFn: ({ signal }) => getChats(requireToken(token), { signal }),
    ...noRetry,
  });
}

/**
 * The viewer's chats, kept fresh: a new message in any of them refetches the list (last message,
 * unread counts, order).
 */
export function useChatList() {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const runtime = useChatRuntime();
  const query = useQuery({
    ...chatListQueryOptions(viewer?.uid ?? '', viewer?.token),
    enabled: viewer !== null,
  });
  const chats = query.data;
  useEffect(() => {
    if (!runtime || !chats || !viewer) return;
    for (const chat of chats) runtime.client.follow(chat.id, chat.lastMessage?.id ?? 0);
    const off = runtime.client.on('message', () => {
      void queryClient.invalidateQueries({ queryKey: chatKeys.list(viewer.uid) });
    });
    return off;
  }, [runtime, chats, viewer, queryClient]);
  return { ...query, connection: useConnectionState(runtime) };
}

export function useChat(chatId: string) {
  const { viewer } = useSession();
  return useQuery({
    queryKey: chatKeys.one(viewer?.uid ?? '', chatId),
    queryFn: ({ signal }) => getChat(chatId, requireToken(viewer?.token), { signal }),
    enabled: viewer !== null && chatId !== '',
    ...noRetry,
  });
}

interface RoomState {
  messages: ChatMessage[];
  hasOlder: boolean;
  loading: boolean;
  loadingOlder: boolean;
  error: string | null;
}

type RoomAction =
  | { type: 'loaded'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'older'; messages: ChatMessage[]; hasOlder: boolean }
  | { type: 'add'; messages: ChatMessage[] }
  | { type: 'loadingOlder' }
  | { type: 'error'; error: string };

/** Merges by id: each message once, oldest first. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

function roomReducer(state: RoomState, action: RoomAction): RoomState {
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        loading: false,
        error: null,
        hasOlder: action.hasOlder,
        messages: mergeMessages(state.messages, action.messages),
      };
    case 'older':
      return {
        ...state,
        loadingOlder: false,
        hasOlder: action.hasOlder,
        messages: mergeMessages(state.messages, action.messages),
      };
    case 'add':
      return { ...state, messages: mergeMessages(state.messages, action.messages) };
    case 'loadingOlder':
      return { ...state, loadingOlder: true };
    case 'error':
      return { ...state, loading: false, loadingOlder: false, error: action.error };
  }
}

const initialRoom: RoomState = {
  messages: [],
  hasOlder: false,
  loading: true,
  loadingOlder: false,
  error: null,
};

const noItems: readonly OutboxItem[] = [];

/**
 * One chat room: its newest messages, older ones on demand, new ones live (caught up after any
 * drop), the viewer's unsent messages ("sending"/"failed") and `send`. Marks the chat read up to
 * the newest message shown while the page is visible.
 */
export function useChatRoom(chatId: string) {
  const { viewer } = useSession();
  const queryClient = useQueryClient();
  const runtime = useChatRuntime();
  const [state, dispatch] = useReducer(roomReducer, initialRoom);
  const token = viewer?.token;
  const tokenRef = useRef(token);
  tokenRef.current = token;

  useEffect(() => {
    if (!runtime || !chatId) return;
    let cancelled = false;
    const offMessage = runtime.client.on('message', (message) => {
      if (message.chatId === chatId) dispatch({ type: 'add', messages: [message] });
    });
    const offSent = runtime.outbox.onSent((message) => {
      if (message.chatId === chatId) dispatch({ type: 'add', messages: [message] });
    });
    const offRefused = runtime.client.on('refused', (id) => {
      if (id === chatId) dispatch({ type: 'error', error: 'You are not a member of this chat' });
    });
    const loadNewest = () =>
      getChatMessages(chatId, {}, requireToken(tokenRef.current)).then(
        (page) => {
          if (cancelled) return;
          dispatch({ type: 'loaded', messages: page.messages, hasOlder: page.hasMore });
          runtime.client.follow(chatId, page.messages.at(-1)?.id ?? 0);
        },
        (error: unknown) => !cancelled && dispatch({ type: 'error', error: toUserMessage(error) }),
      );
    const offGap = runtime.client.on('gap', (id) => {
      if (id === chatId) void loadNewest();
    });
    void loadNewest();
    return () => {
      cancelled = true;
      offMessage();
      offSent();
      offRefused();
      offGap();
    };
  }, [runtime, chatId]);

  const oldestId = state.messages[0]?.id;
  const loadOlder = useCallback(() => {
    if (oldestId === undefined) return;
    dispatch({ type: 'loadingOlder' });
    getChatMessages(chatId, { before: oldestId }, requireToken(tokenRef.current)).then(
      (page) => dispatch({ type: 'older', messages: page.messages, hasOlder: page.hasMore }),
      (error: unknown) => dispatch({ type: 'error', error: toUserMessage(error) }),
    );
  }, [chatId, oldestId]);

  const subscribeOutbox = useCallback(
    (notify: () => void) => runtime?.outbox.subscribe(notify) ?? (() => {}),
    [runtime],
  );
  const items = useSyncExternalStore(subscribeOutbox, () => runtime?.outbox.snapshot() ?? noItems);
  const pending = useMemo(() => {
    const stored = new Set(state.messages.map((m) => m.clientKey));
    return items.filter((item) => item.chatId === chatId && !stored.has(item.clientKey));
  }, [items, state.messages, chatId]);

  const send = useCallback(
    (text: string) => {
      runtime?.outbox.add(chatId, text);
    },
    [runtime, chatId],
  );
  const retry = useCallback((clientKey: string) => runtime?.outbox.retry(clientKey), [runtime]);
  const discard = useCallback((clientKey: string) => runtime?.outbox.discard(clientKey), [runtime]);

  // Read marks: up to the newest message shown, while the page is visible.
  const newestId = state.messages.at(-1)?.id ?? 0;
  const marked = useRef(0);
  const [visible, setVisible] = useState(
    () => typeof document === 'undefined' || document.visibilityState === 'visible',
  );
  useEffect(() => {
    if (typeof document === 'undefined') return;
    const onChange = () => setVisible(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
  useEffect(() => {
    if (!visible || !viewer || newestId <= marked.current) return;
    marked.current = newestId;
    markChatRead(chatId, newestId, viewer.token).then(
      () => void queryClient.invalidateQueries({ queryKey: chatKeys.list(viewer.uid) }),
      () => {
        marked.current = 0; // try again with the next message
      },
    );
  }, [visible, viewer, newestId, chatId, queryClient]);

  return {
    ...state,
    pending,
    loadOlder,
    send,
    retry,
    discard,
    connection: useConnectionState(runtime),
  };
}

/** Opens (or finds) the direct chat with a friend; answers the chat. */
export function useOpenDirectChat() {
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (userId: string) => openDirectChat(userId, requireToken(viewer?.token)),
  });
}

/** An organizer opens (or finds) an event's chat; answers the chat. */
export function useOpenEventChat() {
  const { viewer } = useSession();
  return useMutation({
    mutationFn: (eventId: string) => openEventChat(eventId, requireToken(viewer?.token)),
  });
}

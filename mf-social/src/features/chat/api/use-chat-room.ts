import { useQueryClient } from 'shared-api/query';
import {
  useCallback,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { chatKeys, requireToken, toUserMessage, useSession } from 'shared-api';
import { getChatMessages, markChatRead } from './chat-api';
import type { OutboxItem } from './chat-outbox';
import { initialRoom, roomReducer } from './chat-room-state';
import { useChatRuntime, useConnectionState } from './chat-runtime';

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

/**
 * One chat socket and one outbox per signed-in person, shared by every screen that uses them and
 * closed a few seconds after the last one unmounts (unless messages still wait to be sent). The
 * outbox is kept in IndexedDB, and what an earlier page left unsent is sent when it starts.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { getApiConfig, useSession } from 'shared-api';
import { getChatToken, sendChatMessage } from './chat-api';
import { ChatOutbox } from './chat-outbox';
import { browserOutboxStore } from './chat-outbox-store';
import { ChatSocketClient, chatSocketUrl, type ChatConnectionState } from './chat-socket-client';

export interface ChatRuntime {
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
      outbox: new ChatOutbox(
        (chatId, input) => sendChatMessage(chatId, input, created.token),
        undefined,
        browserOutboxStore(uid),
      ),
      client: new ChatSocketClient({
        url: chatSocketUrl(getApiConfig().baseUrl, globalThis.location),
        getToken: () => getChatToken(created.token),
      }),
    };
    created.client.on('state', (state) => {
      if (state === 'online') void created.outbox.flush();
    });
    runtimes.set(uid, created);
    // What an earlier page left unsent (written offline, then reloaded) goes out now.
    void created.outbox.restore();
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
export function useChatRuntime(): ChatRuntime | null {
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
export function useConnectionState(runtime: ChatRuntime | null): ChatConnectionState {
  const subscribe = useCallback(
    (notify: () => void) => runtime?.client.on('state', notify) ?? (() => {}),
    [runtime],
  );
  return useSyncExternalStore(subscribe, () => runtime?.client.state ?? offlineState());
}

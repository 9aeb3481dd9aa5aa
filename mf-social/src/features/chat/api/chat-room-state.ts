/** A chat room's messages as the room hook holds them: merged by id, oldest first. */
import type { ChatMessage } from 'contract';

export interface RoomState {
  messages: ChatMessage[];
  hasOlder: boolean;
  loading: boolean;
  loadingOlder: boolean;
  error: string | null;
}

export type RoomAction =
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

export function roomReducer(state: RoomState, action: RoomAction): RoomState {
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

export const initialRoom: RoomState = {
  messages: [],
  hasOlder: false,
  loading: true,
  loadingOlder: false,
  error: null,
};

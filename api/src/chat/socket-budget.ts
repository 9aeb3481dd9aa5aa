/**
 * What one chat socket may send per window (`CHAT_LIMITS.socket…`): frames, and chats named in
 * subscribe frames (each is looked up in the database, so they are counted apart from frames: one
 * frame may name hundreds). The window is fixed, starting at the first frame after the last one
 * ended; the clock is monotonic milliseconds (frame rates are not business time).
 */
import { CHAT_LIMITS } from 'contract';

export interface SocketBudgetLimits {
  framesPerWindow: number;
  chatsPerWindow: number;
  windowMs: number;
}

export const SOCKET_BUDGET_LIMITS: SocketBudgetLimits = {
  framesPerWindow: CHAT_LIMITS.socketFramesPerWindow,
  chatsPerWindow: CHAT_LIMITS.socketChatsPerWindow,
  windowMs: CHAT_LIMITS.socketWindowSeconds * 1000,
};

export interface SocketBudget {
  /** Counts one frame naming `chats` chats; false once the socket is over either limit. */
  spend(chats: number): boolean;
}

export function createSocketBudget(
  now: () => number,
  limits: SocketBudgetLimits = SOCKET_BUDGET_LIMITS,
): SocketBudget {
  let windowStart = Number.NEGATIVE_INFINITY;
  let frames = 0;
  let chats = 0;
  return {
    spend(named) {
      const at = now();
      if (at - windowStart >= limits.windowMs) {
        windowStart = at;
        frames = 0;
        chats = 0;
      }
      frames += 1;
      chats += named;
      return frames <= limits.framesPerWindow && chats <= limits.chatsPerWindow;
    },
  };
}

/** The reason a socket over its budget is closed with (a close reason is at most 123 bytes). */
export const OVER_BUDGET_REASON = `Too many messages: at most ${CHAT_LIMITS.socketFramesPerWindow} (naming ${CHAT_LIMITS.socketChatsPerWindow} chats) every ${CHAT_LIMITS.socketWindowSeconds} s`;

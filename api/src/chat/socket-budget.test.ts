/** The per-socket budget on a clock the test moves: frames, chats named, and the window. */
import { describe, expect, it } from 'vitest';
import { CHAT_LIMITS } from 'contract';
import { createSocketBudget, OVER_BUDGET_REASON, SOCKET_BUDGET_LIMITS } from './socket-budget';

const limits = { framesPerWindow: 3, chatsPerWindow: 10, windowMs: 1000 };

describe('a socket budget', () => {
  it('allows the frames of a window, refuses the next, and allows again once it has passed', () => {
    let now = 0;
    const budget = createSocketBudget(() => now, limits);
    expect([budget.spend(0), budget.spend(0), budget.spend(0)]).toEqual([true, true, true]);
    expect(budget.spend(0)).toBe(false);
    now = 999;
    expect(budget.spend(0)).toBe(false);
    now = 1000;
    expect(budget.spend(0)).toBe(true);
  });

  it('counts the chats a frame names: one frame naming too many is over', () => {
    const budget = createSocketBudget(() => 0, limits);
    expect(budget.spend(6)).toBe(true);
    expect(budget.spend(4)).toBe(true);
    expect(budget.spend(1)).toBe(false);
    expect(createSocketBudget(() => 0, limits).spend(11)).toBe(false);
  });

  it("uses the contract's limits, and says them in a close reason a socket may carry", () => {
    expect(SOCKET_BUDGET_LIMITS).toEqual({
      framesPerWindow: CHAT_LIMITS.socketFramesPerWindow,
      chatsPerWindow: CHAT_LIMITS.socketChatsPerWindow,
      windowMs: CHAT_LIMITS.socketWindowSeconds * 1000,
    });
    // RFC 6455: a close frame's reason is at most 123 bytes.
    expect(Buffer.byteLength(OVER_BUDGET_REASON)).toBeLessThanOrEqual(123);
    expect(OVER_BUDGET_REASON).toContain(String(CHAT_LIMITS.socketFramesPerWindow));
  });
});

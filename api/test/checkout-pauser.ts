/** A checkout paused inside its transaction, its ticket types locked, until the test lets it go. */
export interface PausedCheckout {
  /** Settles once the checkout holds its ticket types' locks and waits. */
  typesLocked: Promise<void>;
  resume: () => void;
}

/**
 * The TEST ONLY `afterTypesLocked` hook of a test server (checkout/checkout-config.ts): it passes
 * straight through, except for the next checkout after `pauseNext()`, which stops there until
 * resumed.
 */
export function checkoutPauser() {
  let next: (() => Promise<void>) | null = null;
  return {
    hook: () => {
      const pause = next;
      next = null;
      return pause ? pause() : Promise.resolve();
    },
    pauseNext(): PausedCheckout {
      let locked!: () => void;
      let resume!: () => void;
      const typesLocked = new Promise<void>((resolve) => (locked = resolve));
      const resumed = new Promise<void>((resolve) => (resume = resolve));
      next = () => {
        locked();
        return resumed;
      };
      return { typesLocked, resume };
    },
  };
}

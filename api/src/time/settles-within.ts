/**
 * Waiting with a limit: closing waits for running handlers and sweeps, but a stopping process must
 * still stop when one of them is stuck.
 */

/** Resolves true once `work` settles, or false after `ms` if it has not. */
export async function settlesWithin(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

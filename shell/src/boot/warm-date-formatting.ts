/**
 * The first `Intl.DateTimeFormat` a page builds loads the engine's locale and time-zone data:
 * about 15 ms on a laptop and 50–80 ms on a phone (Chromium, 4× CPU slowdown), paid inside
 * whichever render first shows a date (the feed's first event card). Building one in a task of its
 * own just after the entry chunk runs, while the page waits on the network for the rest of its
 * scripts, takes that cost out of the render; every formatter built later (any zone, any options)
 * finds the data loaded.
 *
 * The next task rather than `requestIdleCallback`: in a profile of `/app` the browser found no idle
 * period until after the feed had rendered, so an idle callback came too late to help.
 */
export function warmDateFormatting(
  schedule: (work: () => void) => void = (work) => setTimeout(work, 0),
): void {
  schedule(() => {
    new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', timeZoneName: 'short' }).format(0);
  });
}

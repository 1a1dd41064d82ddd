/**
 * Scroll spy of the table of contents (spec §4): which heading the reader is at.
 * The check runs at most once per SCROLL_SPY_INTERVAL_MS; a heading counts as reached when its top
 * is within HEADING_TOLERANCE_PX of the top of the content area (just below the fixed top bar).
 */
export const SCROLL_SPY_INTERVAL_MS = 300;
export const HEADING_TOLERANCE_PX = 10;

export interface HeadingPosition {
  readonly id: string;
  /** Distance of the heading's top from the top of the viewport, in px (getBoundingClientRect().top). */
  readonly top: number;
}

/**
 * The id of the last heading whose top has reached the content area, or null above the first one.
 * `contentTop` is where the content area starts in the viewport (the top bar's height).
 */
export function activeHeadingId(
  headings: readonly HeadingPosition[],
  contentTop: number,
  tolerance: number = HEADING_TOLERANCE_PX,
): string | null {
  let active: string | null = null;
  for (const heading of headings) {
    if (heading.top - contentTop <= tolerance) active = heading.id;
    else break;
  }
  return active;
}

/** The address to write for an active heading: the hash of its id, or none at the top of the page. */
export function addressFor(pathname: string, search: string, activeId: string | null): string {
  return activeId === null ? `${pathname}${search}` : `${pathname}${search}#${activeId}`;
}

/** Calls `fn` at most once per `interval` ms, the last call of a burst included (trailing edge). */
export function throttle<A extends unknown[]>(
  fn: (...args: A) => void,
  interval: number,
  now: () => number = Date.now,
): {(...args: A): void; cancel(): void} {
  let last = -Infinity;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: A | null = null;
  const run = (args: A) => {
    last = now();
    fn(...args);
  };
  const throttled = (...args: A) => {
    const wait = last + interval - now();
    if (wait <= 0 && timer === null) {
      run(args);
      return;
    }
    pending = args;
    if (timer === null) {
      timer = setTimeout(
        () => {
          timer = null;
          if (pending) {
            const next = pending;
            pending = null;
            run(next);
          }
        },
        Math.max(wait, 0),
      );
    }
  };
  throttled.cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pending = null;
  };
  return throttled;
}

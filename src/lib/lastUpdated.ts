/**
 * The last-updated stamp of the legacy site: `11/23/2021, 4:35:31 AM` (en-US, M/D/YYYY, h:mm:ss AM/PM).
 * Always formatted in UTC, so two builds of the same commit print the same stamp wherever they run.
 *
 * Written out by hand rather than with `Intl.DateTimeFormat`: every page renders the stamp while it
 * hydrates, and building that formatter (loading the locale's data) took ~75 ms of a phone's main
 * thread on each first load (profiled with a 4× CPU slowdown). The output is the same, character for
 * character (tests/unit/lastUpdated.test.ts compares the two).
 */

export interface Stamp {
  /** What the reader sees, e.g. `11/23/2021, 4:35:31 AM`. */
  readonly text: string;
  /** ISO 8601, for `<time dateTime>`. */
  readonly iso: string;
}

const twoDigits = (value: number): string => String(value).padStart(2, '0');

/** The stamp of a time in milliseconds since the epoch, or null for a missing or invalid time. */
export function formatLastUpdated(timestamp: number | null | undefined): Stamp | null {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  const hours = date.getUTCHours();
  const clock = `${hours % 12 === 0 ? 12 : hours % 12}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`;
  const day = `${date.getUTCMonth() + 1}/${date.getUTCDate()}/${date.getUTCFullYear()}`;
  return {text: `${day}, ${clock} ${hours < 12 ? 'AM' : 'PM'}`, iso: date.toISOString()};
}

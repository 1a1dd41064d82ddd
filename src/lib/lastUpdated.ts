/**
 * The last-updated stamp of the legacy site: `11/23/2021, 4:35:31 AM` (en-US, M/D/YYYY, h:mm:ss AM/PM).
 * Always formatted in UTC, so two builds of the same commit print the same stamp wherever they run.
 */
const FORMAT = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
  hour12: true,
  timeZone: 'UTC',
});

export interface Stamp {
  /** What the reader sees, e.g. `11/23/2021, 4:35:31 AM`. */
  readonly text: string;
  /** ISO 8601, for `<time dateTime>`. */
  readonly iso: string;
}

/** The stamp of a time in milliseconds since the epoch, or null for a missing or invalid time. */
export function formatLastUpdated(timestamp: number | null | undefined): Stamp | null {
  if (timestamp === null || timestamp === undefined || !Number.isFinite(timestamp)) return null;
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return null;
  // Some engines separate the time and the day period with a narrow no-break space; readers and
  // tests expect the plain space of the legacy stamp.
  return {text: FORMAT.format(date).replace(/[\u202f\u00a0]/g, ' '), iso: date.toISOString()};
}

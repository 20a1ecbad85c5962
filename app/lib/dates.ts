// One fixed time zone, so the server's render and the browser's hydration print the same date.
const dateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const shortDateFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});
const dateTimeFormat = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "UTC",
  timeZoneName: "short",
});

/** "3 March 2026" */
export function formatDate(epochMs: number): string {
  return dateFormat.format(epochMs);
}

/** "3 Mar 2026", where room is short (a table's cells) */
export function formatShortDate(epochMs: number): string {
  return shortDateFormat.format(epochMs);
}

/** "3 Mar 2026, 14:05 UTC" */
export function formatDateTime(epochMs: number): string {
  return dateTimeFormat.format(epochMs);
}

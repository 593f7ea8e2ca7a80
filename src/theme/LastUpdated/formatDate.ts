// English month abbreviations, as Intl gives them for `en` with month: 'short'.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Formats a timestamp as "Nov 21, 2026" in UTC, the same text as
 * `Intl.DateTimeFormat('en', {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'})`.
 *
 * Why not Intl: building a DateTimeFormat loads the browser's locale data, a long task on a slow
 * phone; the portal has one locale, `en`, so a table of twelve names does the same job.
 */
export function formatDateUtc(timestamp: number): string {
  const date = new Date(timestamp);
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

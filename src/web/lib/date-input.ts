// The browser's date field holds a day ("2026-11-24") in the reader's time zone; deadlines and delivery dates
// travel as instants. A chosen day means "by the end of that day" where the reader is.

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** The day of an instant as a date field shows it, in the reader's time zone; '' for none. */
export function toDateInput(value: Date | string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The last millisecond of a date field's day in the reader's time zone, as ISO 8601; null for no day. */
export function endOfDayIso(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/** A day `days` after today, for a date field's `min`. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  return toDateInput(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days, 12));
}

/**
 * A delivery date chosen as a day, kept by the deadline: the deadline's own day ends at the deadline (a
 * writer in another time zone than the client's would otherwise promise a few hours past it).
 */
export function deliveryDateFromInput(day: string, deadline: string | null): string | null {
  const end = endOfDayIso(day);
  if (end === null || deadline === null) return end;
  return toDateInput(deadline) === day && Date.parse(end) > Date.parse(deadline) ? deadline : end;
}

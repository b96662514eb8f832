// Display formats of SPEC.md section 9: pounds to two decimals, dates in British form.

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatGbp(pounds: number): string {
  return gbp.format(pounds);
}

const britishDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const britishDateUtc = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "21 Nov 2026" in the reader's time zone, or in UTC where the server and the browser must agree (a page the
 * server rendered, while it is hydrated); an unparsable value gives undefined so the caller decides what to
 * show instead.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  zone: 'local' | 'UTC' = 'local',
): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return (zone === 'UTC' ? britishDateUtc : britishDate).format(date);
}

const britishDateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** "21 Nov 2026, 14:05" in the reader's time zone: when a step of a job happened. */
export function formatDateTime(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return britishDateTime.format(date);
}

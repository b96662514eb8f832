// Dates as the pages show them (docs/product.md "Screens"); money, hours and the service read through
// shared/domain/format.ts.

// Each formatter is made on its first use: making one loads the locale's data, which took longer than anything
// else on a page that imports this module but formats nothing while it loads (docs/decisions/0009).
function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    made ??= make();
    return made;
  };
}

const britishDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
);
const britishDateUtc = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

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
  return (zone === 'UTC' ? britishDateUtc : britishDate)().format(date);
}

const britishDateTime = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
);

/** "21 Nov 2026, 14:05" in the reader's time zone: when a step of a job happened. */
export function formatDateTime(value: Date | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return britishDateTime().format(date);
}

const americanDate = onFirstUse(
  () => new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric' }),
);

const americanDateUtc = onFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * A date in the reader's spelling, in their time zone (or in UTC, as formatDate): "24 Nov 2026" (uk) or
 * "Nov 24, 2026" (us).
 */
export function formatDateFor(
  value: Date | string | null | undefined,
  language: 'uk' | 'us',
  zone: 'local' | 'UTC' = 'local',
): string | undefined {
  if (language === 'uk') return formatDate(value, zone);
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return (zone === 'UTC' ? americanDateUtc : americanDate)().format(date);
}

// Dates as the pages show them (docs/product.md "Screens"); money, hours and the service read through
// shared/domain/format.ts.
//
// Written from the date's own fields rather than with Intl.DateTimeFormat: making a formatter loads the locale's
// data, which was the longest single step of hydrating a signed-in page (about 35 ms, four times that on
// Lighthouse's phone; docs/decisions/0043), and the server's ICU and the browser's could spell a month
// differently, which would break hydration. The names are those Intl gives for en-GB ("Sept") and en-US.

const BRITISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const AMERICAN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface DateFields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
}

function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function fieldsOf(date: Date, zone: 'local' | 'UTC'): DateFields {
  return zone === 'UTC'
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hours: date.getUTCHours(),
        minutes: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hours: date.getHours(),
        minutes: date.getMinutes(),
      };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * "21 Nov 2026" in the reader's time zone, or in UTC where the server and the browser must agree (a page the
 * server rendered, while it is hydrated); an unparsable value gives undefined so the caller decides what to
 * show instead.
 */
export function formatDate(
  value: Date | string | number | null | undefined,
  zone: 'local' | 'UTC' = 'local',
): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const { day, month, year } = fieldsOf(date, zone);
  return `${day} ${BRITISH_MONTHS[month]} ${year}`;
}

/** "14:05", 24-hour, in the reader's time zone. */
export function formatTime(value: Date | string | null | undefined): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  const { hours, minutes } = fieldsOf(date, 'local');
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/** "21 Nov 2026, 14:05" in the reader's time zone: when a step of a job happened. */
export function formatDateTime(value: Date | string | null | undefined): string | undefined {
  const date = toDate(value);
  if (!date) return undefined;
  return `${formatDate(date)}, ${formatTime(date)}`;
}

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
  const date = toDate(value);
  if (!date) return undefined;
  const { day, month, year } = fieldsOf(date, zone);
  return `${AMERICAN_MONTHS[month]} ${day}, ${year}`;
}

// How money, hours and the service read wherever they are shown: the web pages, the emails and the words a
// job's timeline and receipts are recorded with. One place, so that a price never reads two ways.
import type { ServiceType } from '../constants.ts';

// Numbers are written from their digits rather than with Intl.NumberFormat or toLocaleString: making a formatter
// loads the locale's data, 30-40 ms on a first use, four times that on a phone, in the middle of hydrating a
// signed-in page (the admin's figures, a dashboard's word counts; docs/decisions/0043). format.test.ts holds
// them equal to Intl's en-GB for every kind of value.

/** Digits grouped by thousands: "1234567" → "1,234,567". */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Intl shows the sign of a negative value, including one that rounds to zero, and of -0.
const isNegative = (value: number) => value < 0 || Object.is(value, -0);

/**
 * |value| rounded to `digits` decimals, as whole and fraction digits. Rounded as Intl (ICU) rounds: the shortest
 * decimal that reads back as the value, half away from zero (1.005 → "1.01"), where toFixed rounds the binary
 * value (1.005 is 1.00499… → "1.00").
 */
function roundedDigits(value: number, digits: number): [whole: string, fraction: string] {
  const abs = Math.abs(value);
  // Below 1e-6 the shortest form has an exponent, and rounds to zero at the few decimals shown; from 1e21 too,
  // far beyond any amount or count of this product.
  if (abs < 1e-6) return ['0', '0'.repeat(digits)];
  if (abs >= 1e21) return [abs.toFixed(0), '0'.repeat(digits)];
  const [whole = '0', fraction = ''] = String(abs).split('.');
  if (fraction.length <= digits) return [whole, fraction.padEnd(digits, '0')];
  let kept = BigInt(whole + fraction.slice(0, digits));
  if (fraction[digits]! >= '5') kept += 1n;
  const text = kept.toString().padStart(digits + 1, '0');
  return [text.slice(0, text.length - digits), text.slice(text.length - digits)];
}

/** "1,234.5": at most `maxFractionDigits` decimals, without trailing zeros, as en-GB's toLocaleString. */
export function formatNumber(value: number, maxFractionDigits = 0): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const [whole, fraction] = roundedDigits(value, maxFractionDigits);
  const decimals = fraction.replace(/0+$/, '');
  const text = `${groupThousands(whole)}${decimals ? `.${decimals}` : ''}`;
  return isNegative(value) ? `-${text}` : text;
}

// Prices are in pounds whatever the spelling: the marketplace charges in GBP only.
/** "£1,234.50". */
export function formatGbp(pounds: number): string {
  const value = Number.isFinite(pounds) ? pounds : 0;
  const [whole, pence] = roundedDigits(value, 2);
  return `${isNegative(value) ? '-' : ''}£${groupThousands(whole)}.${pence}`;
}

/** Whole pence as pounds: 12350 → "£123.50". */
export function formatPence(pence: number): string {
  return formatGbp(pence / 100);
}

/** Hours as typed (0.1 steps), without the float noise of arithmetic: 1.5, 2, 0.3. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** "1 hour", "1.5 hours". */
export function formatHoursLong(hours: number): string {
  return `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const SERVICE_LABELS: Record<ServiceType, string> = {
  'human-check': 'Human Check',
  rewrite: 'Complete Rewrite',
};

// Any service other than human-check is a rewrite (docs/product.md "Services and spelling"): older rows and
// REST clients may carry other words.
export function isHumanCheck(serviceType: string): boolean {
  return serviceType === 'human-check';
}

/** "Human Check" or "Complete Rewrite". */
export function serviceLabel(serviceType: string): string {
  return SERVICE_LABELS[isHumanCheck(serviceType) ? 'human-check' : 'rewrite'];
}

/** The short badge of the copywriter's and the admin's cards: "Review" or "Rewrite". */
export function serviceBadgeLabel(serviceType: ServiceType | string): 'Review' | 'Rewrite' {
  return isHumanCheck(serviceType) ? 'Review' : 'Rewrite';
}

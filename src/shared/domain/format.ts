// How money, hours and the service read wherever they are shown: the web pages, the emails and the words a
// job's timeline and receipts are recorded with. One place, so that a price never reads two ways.
import type { ServiceType } from '../constants.ts';

// Prices are in pounds whatever the spelling: the marketplace charges in GBP only. The formatter is made on
// its first use: making one loads the locale's data, which delayed pages that import this module but format
// nothing while they load (docs/decisions/0009).
let gbp: Intl.NumberFormat | undefined;

/** "£1,234.50". */
export function formatGbp(pounds: number): string {
  gbp ??= new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  return gbp.format(Number.isFinite(pounds) ? pounds : 0);
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

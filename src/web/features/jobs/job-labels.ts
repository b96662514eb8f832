// How a job's status, terms and file read on the client's screens. Money, hours and the service read through
// shared/domain/format.ts; the copywriter's and the admin's wording is in lib/job-display.ts.
import { HOURLY_RATE_GBP } from '../../../shared/constants.ts';
import { formatGbp, formatHoursLong } from '../../../shared/domain/format.ts';
import type { JobStatus } from '../../../shared/domain/job-status.ts';
import { priceGbp, type Terms } from '../../../shared/domain/pricing.ts';

export const STATUS_COLORS: Record<JobStatus, string> = {
  quote: 'gray',
  offer_made: 'indigo',
  unpaid: 'orange',
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  withdrawn: 'dark',
};

/** How the price of a quote comes about: "Fixed price" or "2 hours at £75.00 per hour". */
export function priceBasis(terms: Terms): string | undefined {
  if (terms.fixedPrice !== null) return 'Fixed price';
  if (terms.estimatedHours !== null) {
    return `${formatHoursLong(terms.estimatedHours)} at ${formatGbp(HOURLY_RATE_GBP)} per hour`;
  }
  return undefined;
}

/** "Accept and Pay £150.00": the price to two decimals. */
export function acceptAndPayLabel(terms: Terms): string {
  const price = priceGbp(terms);
  return price === null ? 'Accept and Pay' : `Accept and Pay £${price.toFixed(2)}`;
}

// Characters that Windows, macOS or Linux refuse in a file name, and control characters.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is removed
const UNSAFE_IN_FILE_NAME = /[<>:"/\\|?*\u0000-\u001f\u007f]+/g;
const MAX_FILE_NAME_LENGTH = 100;

/** The name of the downloaded result: the job's title made safe for any file system, then the extension. */
export function resultFileName(title: string, extension: 'txt' | 'docx' = 'txt'): string {
  const safe = title
    .replace(UNSAFE_IN_FILE_NAME, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_FILE_NAME_LENGTH)
    .replace(/^[.\s]+|[.\s]+$/g, '');
  return `${safe || 'result'}.${extension}`;
}

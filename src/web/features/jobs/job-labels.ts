// How a job's service, status, terms and file read on the client's screens. The copywriter's and the admin's
// wording (Review/Rewrite, "N hours") is in lib/job-display.ts.
import { HOURLY_RATE_GBP, type ServiceType } from '../../../shared/constants.ts';
import type { JobStatus } from '../../../shared/domain/job-status.ts';
import { priceGbp, type Terms } from '../../../shared/domain/pricing.ts';
import { formatGbp } from '../../lib/format.ts';
import { formatHours } from '../../lib/job-display.ts';

export const SERVICE_LABELS: Record<ServiceType, string> = {
  'human-check': 'Human Check',
  rewrite: 'Complete Rewrite',
};

// SPEC.md section 3: any service type other than human-check is treated as a rewrite.
export function serviceLabel(type: string): string {
  return type === 'human-check' ? SERVICE_LABELS['human-check'] : SERVICE_LABELS.rewrite;
}

export const STATUS_COLORS: Record<JobStatus, string> = {
  quote: 'gray',
  offer_made: 'indigo',
  unpaid: 'orange',
  pending: 'yellow',
  in_progress: 'blue',
  completed: 'green',
  withdrawn: 'dark',
};

export function hoursLabel(hours: number): string {
  return `${formatHours(hours)} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** How the price of a quote comes about: "Fixed price" or "2 hours at £75.00 per hour". */
export function priceBasis(terms: Terms): string | undefined {
  if (terms.fixedPrice !== null) return 'Fixed price';
  if (terms.estimatedHours !== null) {
    return `${hoursLabel(terms.estimatedHours)} at ${formatGbp(HOURLY_RATE_GBP)} per hour`;
  }
  return undefined;
}

/** "Accept and Pay £150.00": the price to two decimals, as SPEC.md section 4 writes it. */
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

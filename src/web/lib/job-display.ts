// How a job's service and agreed terms read on the copywriter's and the admin's job cards (SPEC.md section 2).
import { ESTIMATED_TIME, type ServiceType } from '../../shared/constants.ts';
import type { Terms } from '../../shared/domain/pricing.ts';
import { formatGbp } from './format.ts';

// SPEC.md section 3: any service other than human-check is treated as a rewrite.
function isHumanCheck(serviceType: string): boolean {
  return serviceType === 'human-check';
}

export function serviceBadgeLabel(serviceType: ServiceType | string): 'Review' | 'Rewrite' {
  return isHumanCheck(serviceType) ? 'Review' : 'Rewrite';
}

export function estimatedTimeLabel(serviceType: ServiceType | string): string {
  return `Est. ${ESTIMATED_TIME[isHumanCheck(serviceType) ? 'human-check' : 'rewrite']}`;
}

/** The agreed terms as the Active tab shows them, or undefined when the job has none. */
export function termsLabel(terms: Terms): string | undefined {
  if (terms.estimatedHours !== null) return `${formatHours(terms.estimatedHours)} hours`;
  if (terms.fixedPrice !== null) return `Fixed price: ${formatGbp(terms.fixedPrice)}`;
  return undefined;
}

/** Hours as typed (0.1 steps), without the float noise of arithmetic: 1.5, 2, 0.3. */
export function formatHours(hours: number): string {
  return String(Math.round(hours * 100) / 100);
}

/** A rating out of 5 with at most one decimal: 5, 4.8. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

export function wordCountLabel(count: number): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? 'word' : 'words'}`;
}

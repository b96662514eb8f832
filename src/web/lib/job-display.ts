// How a job's service and agreed terms read on the copywriter's and the admin's job cards.
import { ESTIMATED_TIME, type ServiceType } from '../../shared/constants.ts';
import { formatGbp, formatHours, formatNumber, isHumanCheck } from '../../shared/domain/format.ts';
import type { Terms } from '../../shared/domain/pricing.ts';

export function estimatedTimeLabel(serviceType: ServiceType | string): string {
  return `Est. ${ESTIMATED_TIME[isHumanCheck(serviceType) ? 'human-check' : 'rewrite']}`;
}

/** The agreed terms as the Active tab shows them, or undefined when the job has none. */
export function termsLabel(terms: Terms): string | undefined {
  if (terms.estimatedHours !== null) return `${formatHours(terms.estimatedHours)} hours`;
  if (terms.fixedPrice !== null) return `Fixed price: ${formatGbp(terms.fixedPrice)}`;
  return undefined;
}

/** One job's rating, in whole stars: 4. A writer's average reads through shared/domain/writer-rating.ts. */
export function formatRating(rating: number): string {
  return String(Math.round(rating * 10) / 10);
}

export function wordCountLabel(count: number): string {
  return `${formatNumber(count)} ${count === 1 ? 'word' : 'words'}`;
}

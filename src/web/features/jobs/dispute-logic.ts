// What the dispute panel says (docs/product.md "The job page, review and revisions"): a share of the price in
// pounds, and whose turn it is.
import { formatPence } from '../../../shared/domain/format.ts';
import { percentOf } from '../../../shared/domain/platform-fee.ts';
import { priceGbp, toPence } from '../../../shared/domain/pricing.ts';
import type { DisputeDto } from '../../../shared/schemas/disputes.ts';
import type { JobDto } from '../../../shared/schemas/jobs.ts';

/** "£45.00" for 30 % of a £150 job; undefined until a percentage is typed or when the job has no price. */
export function percentOfPrice(job: JobDto, percent: number | '' | null): string | undefined {
  const price = priceGbp(job);
  if (price === null || percent === '' || percent === null || percent < 0 || percent > 100) return undefined;
  // Rounded as the server refunds it (half up to the penny).
  return formatPence(percentOf(toPence(price), percent));
}

/** "30 % (£45.00)". */
export function shareLabel(job: JobDto, percent: number): string {
  const pounds = percentOfPrice(job, percent);
  return pounds ? `${percent}% (${pounds})` : `${percent}%`;
}

export type DisputeTurn = 'copywriter' | 'client' | 'admin' | null;

export function disputeTurn(dispute: Pick<DisputeDto, 'status'>): DisputeTurn {
  switch (dispute.status) {
    case 'open':
      return 'copywriter';
    case 'offered':
      return 'client';
    case 'escalated':
      return 'admin';
    default:
      return null;
  }
}

// The instant estimate (docs/decisions/0044-instant-estimate.md): what clients accepted in the last 90 days,
// per 1,000 words, for the service; the default table of src/shared/domain/estimate.ts while fewer than 10.
import type { EntityManager } from '@mikro-orm/postgresql';
import {
  defaultEstimate,
  ESTIMATE_MIN_SAMPLE,
  estimateWords,
  scaledPence,
  turnaroundLabel,
} from '../../shared/domain/estimate.ts';
import type { EstimateDto, EstimateInput } from '../../shared/schemas/estimate.ts';
import { acceptedHistory } from '../db/accepted-quotes-history.ts';

export async function estimate(em: EntityManager, input: EstimateInput): Promise<EstimateDto> {
  const words = estimateWords(input.words);
  const history = await acceptedHistory(em, input.serviceType);
  const turnaround = turnaroundLabel(input.serviceType, words);
  if (history.sample < ESTIMATE_MIN_SAMPLE) {
    const range = defaultEstimate(input.serviceType, words);
    return { ...range, currency: 'GBP', turnaround, basis: 'default', sample: history.sample };
  }
  return {
    low: scaledPence(history.low, words),
    high: scaledPence(history.high, words),
    currency: 'GBP',
    turnaround,
    basis: 'history',
    sample: history.sample,
  };
}

// The instant estimate's question and answer (docs/decisions/0044-instant-estimate.md): GET /api/estimate and
// the /humanise page ask it with the same schema.
import { z } from 'zod';
import './zod-setup.ts';
import { SERVICE_TYPES } from '../constants.ts';
import { ESTIMATE_MAX_WORDS } from '../domain/estimate.ts';

export const estimateInputSchema = z.object({
  words: z.coerce
    .number('words must be a number')
    .int('words must be a whole number')
    .min(1, 'words must be at least 1')
    .max(ESTIMATE_MAX_WORDS, `words must be at most ${ESTIMATE_MAX_WORDS.toLocaleString('en-GB')}`),
  serviceType: z.enum(SERVICE_TYPES, 'serviceType must be human-check or rewrite'),
});
export type EstimateInput = z.infer<typeof estimateInputSchema>;

export const estimateSchema = z.object({
  // Pence.
  low: z.number().int(),
  high: z.number().int(),
  currency: z.literal('GBP'),
  turnaround: z.string(),
  basis: z.enum(['history', 'default']),
  // How many accepted quotes the history holds for the service in the window (0 when none).
  sample: z.number().int(),
});
export type EstimateDto = z.infer<typeof estimateSchema>;

import { estimateInputSchema, estimateSchema } from '../../shared/schemas/estimate.ts';
import * as estimates from '../services/estimate.ts';
import { router } from '../trpc/init.ts';
import { publicProcedure } from '../trpc/procedures.ts';

// The same answer for everyone and for five minutes: browsers and any cache between may keep it
// (docs/decisions/0044-instant-estimate.md).
const CACHE_CONTROL = 'public, max-age=300';

// The instant estimate on /humanise (docs/product.md "Submitting content"): anyone may ask, no login.
export const estimateRouter = router({
  estimate: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/estimate',
        tags: ['estimate'],
        summary: 'A price range (pence) and turnaround for a text of so many words; it binds no one',
        description:
          "From the accepted quotes of the last 90 days per 1,000 words (their 25th to 75th percentile) once there are 10 for the service, else from the default table (basis 'default'). Words are rounded up to the next hundred. Cacheable for 5 minutes.",
        protect: false,
      },
    })
    .input(estimateInputSchema)
    .output(estimateSchema)
    .query(async ({ ctx, input }) => {
      const answer = await estimates.estimate(ctx.em, input);
      ctx.setHeader('Cache-Control', CACHE_CONTROL);
      return answer;
    }),
});

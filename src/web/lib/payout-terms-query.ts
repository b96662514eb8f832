// The fee and clearance this server runs with (docs/decisions/0039): read by the quote form's "You receive"
// and the Earnings tab. They change only with a restart, so one read serves the whole visit.
import { trpc } from '../trpc.ts';

export const payoutTermsQuery = () => trpc.payouts.terms.queryOptions(undefined, { staleTime: Infinity });

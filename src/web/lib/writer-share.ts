// What a writer receives of a quote's price after the platform's fee (docs/decisions/0039): the quote form
// says it under the price as it is typed. The split is the server's own (splitPrice), so the figure shown is
// the figure booked.
import { formatPence } from '../../shared/domain/format.ts';
import { splitPrice } from '../../shared/domain/platform-fee.ts';
import { toPence } from '../../shared/domain/pricing.ts';

/** "You receive £90.00 after the 20% fee", or null while there is no price to split. */
export function writerShareLabel(priceGbp: number | null, feePercent: number): string | null {
  if (priceGbp === null || !Number.isFinite(priceGbp) || priceGbp <= 0) return null;
  const { netPence } = splitPrice(toPence(priceGbp), feePercent);
  return `You receive ${formatPence(netPence)} after the ${feePercentLabel(feePercent)} fee`;
}

/** "20%", "12.5%". */
export function feePercentLabel(feePercent: number): string {
  return `${Math.round(feePercent * 100) / 100}%`;
}

// The Earnings tab's statement as a CSV file (docs/decisions/0039): the rows of GET /api/copywriter/earnings,
// every one, newest first, in pounds for a spreadsheet. Titles are the clients' words, so a cell that a
// spreadsheet would run as a formula is written as text.
import type { EarningItem } from '../../../shared/schemas/payouts.ts';

const HEADER = ['Job', 'Title', 'Gross (GBP)', 'Fee (GBP)', 'Net (GBP)', 'Status', 'Available from'];

const pounds = (pence: number) => (pence / 100).toFixed(2);

function cell(value: string): string {
  // =, +, - and @ start a formula in Excel and its kin; a tab or return can too.
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export function earningsCsv(items: readonly EarningItem[]): string {
  const rows = items.map((item) =>
    [
      String(item.jobId),
      item.title,
      pounds(item.gross),
      pounds(item.fee),
      pounds(item.net),
      item.status,
      item.availableAt.slice(0, 10),
    ].map(cell),
  );
  return `${[HEADER, ...rows].map((row) => row.join(',')).join('\r\n')}\r\n`;
}

export function earningsCsvFileName(now = new Date()): string {
  return `humanise-earnings-${now.toISOString().slice(0, 10)}.csv`;
}

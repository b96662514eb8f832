// Display formats of SPEC.md section 9: pounds to two decimals, dates in British form.

const gbp = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatGbp(pounds: number): string {
  return gbp.format(pounds);
}

const britishDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "21 Nov 2026"; an unparsable value gives undefined so the caller decides what to show instead. */
export function formatDate(value: Date | string | number | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : britishDate.format(date);
}

// Apart from the quote form's schema (schemas/quotes.ts), so that the form can show the price of what is being
// typed without loading zod (docs/decisions/0043).

/**
 * A number field's value as a person types it: a number, '' when empty, or the text on the way to one ('1.',
 * '95.50'), which the field must keep as typed (rewriting '1.' to a number would drop the point). The number
 * it stands for, or null when it stands for none.
 */
export function typedNumber(value: number | string | null): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const text = value?.trim() ?? '';
  const number = text === '' ? Number.NaN : Number(text);
  return Number.isFinite(number) ? number : null;
}

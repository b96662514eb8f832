// The test gateway's card (docs/product.md "Money"): its test numbers and typing help for the number and the
// expiry, for the job payment dialog and the checkout page alike.

export interface CardValues {
  number: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_CARD: CardValues = { number: '', expiry: '', cvc: '' };

export const TEST_CARD_NUMBER = '4242 4242 4242 4242';
export const DECLINED_CARD_NUMBER = '4000 0000 0000 0002';

const MAX_CARD_DIGITS = 19;

/** Digits only, in groups of four, as printed on the card: "4242 4242 4242 4242". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, MAX_CARD_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "MM/YY", the slash added once the month is typed; deleting back over it works as expected. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

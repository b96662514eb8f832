// What /checkout needs (docs/product.md "Money"), kept in session storage between the Buy
// button (or, with Stripe, a job's payment) and the checkout page.
import {
  PAYMENT_INFO_STORAGE_KEY,
  type PaymentInfo,
  paymentInfoSchema,
} from '../../../shared/schemas/payments.ts';

export type StoredPaymentInfo =
  | { state: 'missing' }
  | { state: 'invalid' }
  | { state: 'ready'; info: PaymentInfo };

/** Parses what was stored; anything that is not a whole payment info is 'invalid', never trusted in part. */
export function parsePaymentInfo(raw: string | null): StoredPaymentInfo {
  if (raw === null || raw === '') return { state: 'missing' };
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return { state: 'invalid' };
  }
  const parsed = paymentInfoSchema.safeParse(value);
  return parsed.success ? { state: 'ready', info: parsed.data } : { state: 'invalid' };
}

/** Storage that is unavailable (a privacy mode) reads as missing rather than breaking the page. */
function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readPaymentInfo(): StoredPaymentInfo {
  return parsePaymentInfo(storage()?.getItem(PAYMENT_INFO_STORAGE_KEY) ?? null);
}

export function savePaymentInfo(info: PaymentInfo): void {
  storage()?.setItem(PAYMENT_INFO_STORAGE_KEY, JSON.stringify(info));
}

export function clearPaymentInfo(): void {
  storage()?.removeItem(PAYMENT_INFO_STORAGE_KEY);
}

/** What the checkout shows as bought, for a package or a job alike. */
export function paymentSummary(info: PaymentInfo): { title: string; detail: string; amountPence: number } {
  if ('package' in info) {
    return {
      title: `${info.package.name} package`,
      detail: `${info.package.hours} prepaid hours`,
      amountPence: info.package.amount,
    };
  }
  return { title: info.job.title, detail: 'Payment for your accepted quote', amountPence: info.job.amount };
}

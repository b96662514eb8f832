// The hour packages a client can buy (docs/product.md "Money"), written once for the server (which prices
// every purchase from this list, never from the request) and for the pricing page.

export const HOUR_PACKAGE_IDS = ['starter', 'standard', 'pro'] as const;
export type HourPackageId = (typeof HOUR_PACKAGE_IDS)[number];

export interface HourPackage {
  id: HourPackageId;
  name: string;
  hours: number;
  /** Pence, as payments are sent (docs/product.md "Money"). */
  amount: number;
}

export const HOUR_PACKAGES: readonly HourPackage[] = [
  { id: 'starter', name: 'Starter', hours: 5, amount: 35_000 },
  { id: 'standard', name: 'Standard', hours: 10, amount: 65_000 },
  { id: 'pro', name: 'Pro', hours: 20, amount: 120_000 },
];

export function findHourPackage(id: string): HourPackage | undefined {
  return HOUR_PACKAGES.find((hourPackage) => hourPackage.id === id);
}

/** What an hour costs in a package, in pounds, for the "you save" line beside the hourly rate. */
export function perHourGbp(hourPackage: HourPackage): number {
  return Math.round(hourPackage.amount / hourPackage.hours) / 100;
}

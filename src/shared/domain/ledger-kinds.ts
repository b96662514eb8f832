// What a row of the ledger books (src/server/db/entities/ledger-entry.ts); the account export names the same.
export const LEDGER_KINDS = [
  'card_payment',
  'refund',
  'hours_credit',
  'hours_debit',
  // A copywriter's money (docs/decisions/0039): booked pending at approval, cleared to available, reversed by
  // a refund, withdrawn by a payout, and returned when a payout fails.
  'earning',
  'earning_cleared',
  'earning_reversal',
  'payout',
  'payout_return',
] as const;

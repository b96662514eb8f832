// The quote form checks the delivery date as the server will: not in the past, and by the job's deadline.
import { describe, expect, it } from 'vitest';
import { DEADLINE_MESSAGES } from '../domain/deadlines.ts';
import { quoteFormSchemaFor, quoteFormToTerms } from './quotes.ts';

const DAY = 24 * 60 * 60 * 1000;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();
const form = (deliveryDate: string | null) => ({
  mode: 'fixed' as const,
  hours: null,
  fixedPrice: 90,
  message: '',
  deliveryDate,
});

function deliveryMessages(deadline: string | null, deliveryDate: string | null) {
  const result = quoteFormSchemaFor(deadline).safeParse(form(deliveryDate));
  return (result.error?.issues ?? [])
    .filter((issue) => issue.path[0] === 'deliveryDate')
    .map((issue) => issue.message);
}

describe("the quote form's delivery date", () => {
  it('is optional, and sent as the payload carries it', () => {
    expect(deliveryMessages(fromNow(3 * DAY), null)).toEqual([]);
    const date = fromNow(DAY);
    expect(quoteFormToTerms(form(date)).deliveryDate).toBe(date);
    expect(quoteFormToTerms(form(null)).deliveryDate).toBeNull();
  });

  it('is refused in the past and after the deadline', () => {
    expect(deliveryMessages(null, fromNow(-DAY))).toEqual([DEADLINE_MESSAGES.deliveryPast]);
    expect(deliveryMessages(fromNow(3 * DAY), fromNow(4 * DAY))).toEqual([
      DEADLINE_MESSAGES.deliveryAfterDeadline,
    ]);
    expect(deliveryMessages(null, fromNow(4 * DAY))).toEqual([]);
    expect(deliveryMessages(fromNow(3 * DAY), fromNow(2 * DAY))).toEqual([]);
  });
});

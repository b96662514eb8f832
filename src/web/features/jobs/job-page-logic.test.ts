import { describe, expect, it } from 'vitest';
import type { JobStatus } from '../../../shared/domain/job-status.ts';
import type { JobDto, JobVersion, QuoteDto, TimelineEntry } from '../../../shared/schemas/jobs.ts';
import {
  approvedByWindow,
  clientActions,
  comparisonBase,
  copywriterActions,
  isAcceptedQuote,
  lastPaymentFailed,
  openRevision,
  ownQuote,
  reviewSummary,
  revisionsLeft,
  withdrawnAt,
} from './job-page-logic.ts';

const NOW = new Date('2026-11-22T12:00:00Z');
const LATER = '2026-11-29T12:00:00.000Z';
const EARLIER = '2026-11-20T12:00:00.000Z';

function quote(overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    id: 1,
    jobId: 7,
    copywriterId: 3,
    copywriterName: 'Fiona Fixed',
    estimatedHours: null,
    fixedPrice: 150,
    quoteMessage: null,
    price: 150,
    createdAt: EARLIER,
    copywriterRating: null,
    copywriterCompletedJobs: 0,
    deliveryDate: null,
    ...overrides,
  };
}

function job(status: JobStatus, overrides: Partial<JobDto> = {}): JobDto {
  return {
    id: 7,
    title: 'A post',
    status,
    serviceType: 'rewrite',
    writingStyle: 'Professional',
    content: 'The draft.',
    extraNotes: null,
    wordCount: 2,
    result: null,
    estimatedHours: null,
    fixedPrice: null,
    quoteMessage: null,
    copywriterId: null,
    copywriterName: null,
    clientName: null,
    rating: null,
    createdAt: EARLIER,
    updatedAt: EARLIER,
    completedAt: null,
    quotes: [],
    conversationId: null,
    review: null,
    reviewWindowEndsAt: null,
    approvedAt: null,
    revisionsRequested: 0,
    deadline: null,
    deliveryDate: null,
    dueAt: null,
    overdue: false,
    invitedCopywriterId: null,
    ...overrides,
  };
}

const delivered = (overrides: Partial<JobDto> = {}) =>
  job('completed', { completedAt: EARLIER, reviewWindowEndsAt: LATER, copywriterId: 3, ...overrides });

function step(kind: TimelineEntry['kind']): TimelineEntry {
  return { at: EARLIER, kind, actor: null, copywriter: null, detail: null };
}

function version(round: number, revisionReason: string | null = null): JobVersion {
  return {
    round,
    result: `Round ${round} text.`,
    deliveredAt: EARLIER,
    revisionReason,
    revisionRequestedAt: revisionReason ? EARLIER : null,
    report: null,
  };
}

describe('clientActions', () => {
  it('offers acceptance only while quotes are in, and withdrawal until payment', () => {
    expect(clientActions(job('quote'), NOW)).toMatchObject({ accept: false, withdraw: true, pay: false });
    expect(clientActions(job('offer_made', { quotes: [quote()] }), NOW)).toMatchObject({
      accept: true,
      withdraw: true,
      changeQuote: false,
    });
    expect(clientActions(job('unpaid'), NOW)).toMatchObject({
      accept: false,
      pay: true,
      changeQuote: true,
      withdraw: true,
    });
    for (const status of ['pending', 'in_progress', 'completed', 'withdrawn'] as const) {
      expect(clientActions(job(status), NOW)).toMatchObject({
        withdraw: false,
        pay: false,
        changeQuote: false,
      });
    }
  });

  it('offers review actions only inside the window, and revisions only while some are left', () => {
    expect(clientActions(delivered(), NOW)).toMatchObject({
      approve: true,
      requestRevision: true,
      rate: true,
    });
    expect(clientActions(delivered({ revisionsRequested: 2 }), NOW)).toMatchObject({
      approve: true,
      requestRevision: false,
    });
    expect(clientActions(delivered({ reviewWindowEndsAt: EARLIER }), NOW)).toMatchObject({
      approve: false,
      requestRevision: false,
      rate: true,
    });
    expect(clientActions(delivered({ approvedAt: EARLIER }), NOW)).toMatchObject({
      approve: false,
      requestRevision: false,
    });
    expect(clientActions(job('in_progress'), NOW)).toMatchObject({ approve: false, requestRevision: false });
  });

  it('offers the rating once, on delivered work', () => {
    expect(clientActions(delivered({ rating: 4 }), NOW).rate).toBe(false);
    expect(clientActions(job('in_progress', { revisionsRequested: 1 }), NOW).rate).toBe(false);
  });
});

describe('revisionsLeft', () => {
  it('counts down from 2 and stops at 0', () => {
    expect(revisionsLeft({ revisionsRequested: 0 })).toBe(2);
    expect(revisionsLeft({ revisionsRequested: 1 })).toBe(1);
    expect(revisionsLeft({ revisionsRequested: 3 })).toBe(0);
  });
});

describe('reviewSummary', () => {
  it('says how many revisions are left and until when', () => {
    expect(reviewSummary({ revisionsRequested: 1 }, '29 Nov 2026')).toBe(
      'You can ask for changes (1 of 2 revisions left) or approve the text until 29 Nov 2026.',
    );
    expect(reviewSummary({ revisionsRequested: 2 }, '29 Nov 2026')).toMatch(/^You have used both revisions/);
  });
});

describe('copywriterActions', () => {
  it('offers the quote form once per copywriter while the job is open', () => {
    expect(copywriterActions(job('quote'), 3).quote).toBe(true);
    expect(copywriterActions(job('offer_made', { quotes: [quote({ copywriterId: 9 })] }), 3).quote).toBe(
      true,
    );
    expect(copywriterActions(job('offer_made', { quotes: [quote()] }), 3).quote).toBe(false);
    expect(copywriterActions(job('unpaid'), 3).quote).toBe(false);
  });

  it('offers delivery only to the job’s copywriter while it is in progress', () => {
    expect(copywriterActions(job('in_progress', { copywriterId: 3 }), 3).deliver).toBe(true);
    expect(copywriterActions(job('in_progress', { copywriterId: 4 }), 3).deliver).toBe(false);
    expect(copywriterActions(delivered(), 3).deliver).toBe(false);
  });
});

describe('ownQuote and isAcceptedQuote', () => {
  it('finds the viewer’s quote', () => {
    expect(ownQuote({ quotes: [quote({ id: 5, copywriterId: 4 }), quote()] }, 3)?.id).toBe(1);
    expect(ownQuote({ quotes: [] }, 3)).toBeUndefined();
  });

  it('marks the quote whose terms the job took, never while quotes are open', () => {
    const accepted = quote();
    const other = quote({ id: 2, copywriterId: 4, fixedPrice: 90, price: 90 });
    const paid = job('in_progress', { copywriterId: 3, fixedPrice: 150, quotes: [accepted, other] });
    expect(isAcceptedQuote(paid, accepted)).toBe(true);
    expect(isAcceptedQuote(paid, other)).toBe(false);
    expect(isAcceptedQuote(job('offer_made', { quotes: [accepted] }), accepted)).toBe(false);
  });
});

describe('lastPaymentFailed', () => {
  it('is true only when the latest payment attempt since the acceptance was declined', () => {
    expect(lastPaymentFailed([step('quote_accepted'), step('payment_failed')])).toBe(true);
    expect(lastPaymentFailed([step('payment_failed'), step('payment_succeeded')])).toBe(false);
    // A new acceptance after a decline starts afresh.
    expect(lastPaymentFailed([step('payment_failed'), step('quote_changed'), step('quote_accepted')])).toBe(
      false,
    );
    expect(lastPaymentFailed([])).toBe(false);
  });
});

describe('withdrawnAt and approvedByWindow', () => {
  const client = { id: 1, name: 'Clara', role: 'client' as const };

  it('dates the withdrawal from the newest withdrawn step', () => {
    expect(withdrawnAt([step('submitted'), { ...step('withdrawn'), at: LATER }])).toBe(LATER);
    expect(withdrawnAt([step('submitted')])).toBeUndefined();
  });

  it('tells the window’s approval (no actor) from the client’s', () => {
    expect(approvedByWindow([step('delivered'), step('approved')])).toBe(true);
    expect(approvedByWindow([step('delivered'), { ...step('approved'), actor: client }])).toBe(false);
    expect(approvedByWindow([step('delivered')])).toBe(false);
  });
});

describe('openRevision', () => {
  it('is the version sent back while the copywriter works on it', () => {
    const versions = [version(1, 'Shorter, please.')];
    expect(openRevision(job('in_progress', { revisionsRequested: 1 }), versions)?.round).toBe(1);
    expect(openRevision(delivered(), [version(1, 'Shorter, please.'), version(2)])).toBeUndefined();
    expect(openRevision(job('in_progress'), [])).toBeUndefined();
  });
});

describe('comparisonBase', () => {
  it('compares round 1 with the draft and each later round with the one before', () => {
    const versions = [version(1, 'More detail.'), version(2)];
    expect(comparisonBase(versions, 1, 'The draft.')).toEqual({
      before: 'The draft.',
      beforeLabel: 'the draft',
    });
    expect(comparisonBase(versions, 2, 'The draft.')).toEqual({
      before: 'Round 1 text.',
      beforeLabel: 'round 1',
    });
    expect(comparisonBase(versions, 3, 'The draft.')).toBeUndefined();
  });
});

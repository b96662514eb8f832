// How the job page words a step of the timeline: what happened and who did it, "Quote accepted by Clara
// (client)". A step the system took by itself (a review window that closed, a payment Stripe reported) names
// the product, in the reader's spelling.
import type { JobEventKind } from '../../../shared/domain/job-events.ts';
import type { TimelineEntry } from '../../../shared/schemas/jobs.ts';

type Actor = NonNullable<TimelineEntry['actor']>;

interface Phrase {
  /** The step with its actor, e.g. "Quote sent by Fiona (copywriter)". */
  by: (actor: string) => string;
  /** The step with no actor: a visitor without an account, or the system. */
  alone: (brand: string) => string;
}

const PHRASES: Record<JobEventKind, Phrase> = {
  submitted: { by: (a) => `Submitted by ${a}`, alone: () => 'Submitted by a visitor' },
  quoted: { by: (a) => `Quote sent by ${a}`, alone: () => 'Quote sent' },
  quote_withdrawn: { by: (a) => `Quote withdrawn by ${a}`, alone: () => 'Quote withdrawn' },
  quote_accepted: { by: (a) => `Quote accepted by ${a}`, alone: () => 'Quote accepted' },
  quote_changed: {
    by: (a) => `Back to the quotes: acceptance undone by ${a}`,
    alone: () => 'Back to the quotes',
  },
  payment_succeeded: { by: (a) => `Paid by ${a}`, alone: () => 'Payment succeeded' },
  payment_failed: { by: (a) => `Payment by ${a} failed`, alone: () => 'Payment failed' },
  payment_refunded: { by: (a) => `Payment refunded by ${a}`, alone: () => 'Payment refunded' },
  assigned: { by: (a) => `Assigned by ${a}`, alone: () => 'Assigned' },
  delivered: { by: (a) => `Delivered by ${a}`, alone: () => 'Delivered' },
  revision_requested: { by: (a) => `Revision requested by ${a}`, alone: () => 'Revision requested' },
  approved: { by: (a) => `Approved by ${a}`, alone: (brand) => `Approved by ${brand}` },
  rated: { by: (a) => `Rated by ${a}`, alone: () => 'Rated' },
  withdrawn: { by: (a) => `Withdrawn by ${a}`, alone: (brand) => `Withdrawn by ${brand}` },
  dispute_opened: { by: (a) => `Dispute opened by ${a}`, alone: () => 'Dispute opened' },
  dispute_offered: { by: (a) => `Refund offered by ${a}`, alone: () => 'Refund offered' },
  dispute_escalated: {
    by: (a) => `Dispute escalated by ${a}`,
    alone: (brand) => `Dispute escalated by ${brand}: no answer in 3 days`,
  },
  dispute_resolved: { by: (a) => `Dispute settled by ${a}`, alone: () => 'Dispute settled' },
};

export function actorLabel(actor: Actor): string {
  return `${actor.name} (${actor.role})`;
}

/** "Quote accepted by Clara (client)". */
export function timelineSentence(entry: Pick<TimelineEntry, 'kind' | 'actor'>, brand: string): string {
  const phrase = PHRASES[entry.kind];
  return entry.actor ? phrase.by(actorLabel(entry.actor)) : phrase.alone(brand);
}

/**
 * The copywriter a step is about, when the sentence does not already name them: whose quote was accepted or
 * withdrawn, who was assigned, whose payment it was.
 */
export function timelineSubject(
  entry: Pick<TimelineEntry, 'kind' | 'actor' | 'copywriter'>,
): string | undefined {
  if (!entry.copywriter || entry.kind === 'submitted') return undefined;
  if (entry.actor?.id === entry.copywriter.id) return undefined;
  return entry.kind === 'assigned' ? `To ${entry.copywriter.name}` : `Copywriter: ${entry.copywriter.name}`;
}

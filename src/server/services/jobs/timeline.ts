// A job's timeline as its viewer may read it (docs/product.md "The job page, review and revisions"), and the
// words its steps are recorded with.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HOURLY_RATE_GBP } from '../../../shared/constants.ts';
import { DELETED_USER_NAME } from '../../../shared/domain/deleted-user.ts';
import { formatGbp, formatHoursLong } from '../../../shared/domain/format.ts';
import { priceGbp, type Terms } from '../../../shared/domain/pricing.ts';
import type { TimelineEntry } from '../../../shared/schemas/jobs.ts';
import type { Job } from '../../db/entities/job.ts';
import { JobEvent } from '../../db/entities/job-event.ts';
import type { User } from '../../db/entities/user.ts';
import { seesTimelineStep } from './visibility.ts';

// "£95.00, fixed price" or "1.5 hours at £75 an hour: £112.50".
export function describeTerms(terms: Terms): string | null {
  const price = priceGbp(terms);
  if (price === null) return null;
  if (terms.fixedPrice !== null) return `${formatGbp(price)}, fixed price`;
  return `${formatHoursLong(Number(terms.estimatedHours))} at ${formatGbp(HOURLY_RATE_GBP)} an hour: ${formatGbp(price)}`;
}

// Clients appear to copywriters by first name, as on a copywriter's reviews; everyone else by name.
function actorName(actor: User, viewer: User): string {
  if (actor.role !== 'client' || viewer.role === 'admin' || actor.id === viewer.id) return actor.name;
  if (actor.name === DELETED_USER_NAME) return actor.name;
  return actor.name.trim().split(/\s+/)[0] ?? actor.name;
}

// Oldest first, in one statement whatever the number of steps.
export async function loadTimeline(em: EntityManager, job: Job, viewer: User): Promise<TimelineEntry[]> {
  const events = await em.find(
    JobEvent,
    { job: job.id },
    { populate: ['actor', 'copywriter'], orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  return events
    .filter((event) => seesTimelineStep(viewer, job, event))
    .map((event) => ({
      at: event.createdAt.toISOString(),
      kind: event.kind,
      actor: event.actor
        ? { id: event.actor.id, name: actorName(event.actor, viewer), role: event.actor.role }
        : null,
      copywriter: event.copywriter ? { id: event.copywriter.id, name: event.copywriter.name } : null,
      detail: event.detail ?? null,
    }));
}

// Who sees what of a job (docs/product.md "Roles"; docs/decisions/0010 for the timeline), stated once: the
// single job and every list take their viewer's flags from here, the lists' statement (job-rows.ts) as what it
// selects and the DTO's shaping (job-items.ts) as what it keeps. Whether the viewer may see the job at all is
// access.ts.
import type { JobEventKind } from '../../../shared/domain/job-events.ts';
import type { User } from '../../db/entities/user.ts';

// Null for a visitor, who sees only the job they have just submitted.
export type JobViewer = Pick<User, 'id' | 'role'> | null;

export interface JobVisibility {
  // A copywriter sees only their own quote on a job: never another writer's price.
  quotes: 'all' | 'own';
  // Only an admin sees who the client is.
  clientName: boolean;
  // Which writer the client asked for a quote: the client and admins see it, and the writer invited; another
  // copywriter is not told whom the client preferred.
  invitation: 'all' | 'own' | 'none';
  // Which of the job's chat threads the job links to: a copywriter's own (each writer has one, docs/product.md
  // "Chat"); for the client and admins, the chosen writer's, else the one begun before anyone quoted, else the
  // most recently active; none for a visitor.
  conversation: 'own' | 'any' | 'none';
}

export function jobVisibility(viewer: JobViewer): JobVisibility {
  if (!viewer) return { quotes: 'all', clientName: false, invitation: 'none', conversation: 'none' };
  const copywriter = viewer.role === 'copywriter';
  return {
    quotes: copywriter ? 'own' : 'all',
    clientName: viewer.role === 'admin',
    invitation: copywriter ? 'own' : 'all',
    conversation: copywriter ? 'own' : 'any',
  };
}

export function visibleInvitation(invitedId: number | null, viewer: JobViewer): number | null {
  const seen = jobVisibility(viewer).invitation;
  if (invitedId === null || seen === 'none') return null;
  return seen === 'all' || viewer?.id === invitedId ? invitedId : null;
}

// The timeline's steps every copywriter who may see the job sees; the others only the copywriter they are
// about sees.
const OPEN_KINDS: readonly JobEventKind[] = ['submitted', 'withdrawn'];

export function seesTimelineStep(
  viewer: Pick<User, 'id' | 'role'>,
  job: { client?: { id: number } | null | undefined },
  step: { kind: JobEventKind; copywriter?: { id: number } | null | undefined },
): boolean {
  if (viewer.role === 'admin' || job.client?.id === viewer.id) return true;
  if (step.copywriter) return step.copywriter.id === viewer.id;
  return OPEN_KINDS.includes(step.kind);
}

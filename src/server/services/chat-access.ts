// Who may read and write in a conversation (docs/product.md "Chat"), written once as a predicate over a
// conversation's audience (for one conversation, and for each message the live stream delivers) and once as
// SQL (for the list and for replaying missed messages). chat-access.test.ts holds the two to the same table.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../shared/constants.ts';
import type { JobStatus } from '../../shared/domain/job-status.ts';
import { isMessagingOpen } from '../../shared/domain/review-window.ts';
import type { User } from '../db/entities/user.ts';
import { isApprovedCopywriter } from './jobs/access.ts';

export interface ChatViewer {
  id: number;
  role: Role;
  approvedCopywriter: boolean;
}

export interface ConversationAudience {
  conversationId: number;
  createdById: number;
  creatorRole: Role;
  // Users who joined: the creator, anyone who wrote in it, and a job's client and copywriter.
  memberIds: number[];
  job: {
    id: number;
    clientId: number | null;
    copywriterId: number | null;
    status: JobStatus;
    // The review of its delivery, which keeps the conversation open until approval (isMessagingOpen).
    approvedAt: Date | null;
    reviewWindowEndsAt: Date | null;
    // Copywriters who quoted the job: while quotes are open, the client talks to each before choosing.
    quoterIds: number[];
    // The copywriter this thread of the job is with (each writer has a thread of their own); null for the
    // thread begun before anyone quoted, which is its copywriter's once one is chosen.
    writerId: number | null;
  } | null;
}

type JobThread = NonNullable<ConversationAudience['job']>;

export async function chatViewer(em: EntityManager, user: User): Promise<ChatViewer> {
  return {
    id: user.id,
    role: user.role,
    approvedCopywriter: user.role === 'copywriter' && (await isApprovedCopywriter(em, user)),
  };
}

// A conversation a client starts is open to every approved copywriter until someone other than the
// client writes in it, which makes that one a member and closes it to the rest.
export function isOpen(audience: ConversationAudience): boolean {
  return (
    audience.job === null &&
    audience.creatorRole === 'client' &&
    audience.memberIds.every((id) => id === audience.createdById)
  );
}

// Who a job's thread is with: its writer, or, for the thread begun before anyone quoted, the job's copywriter.
function threadWriterId(job: JobThread): number | null {
  return job.writerId ?? job.copywriterId;
}

// Statuses in which the client has not yet paid a chosen writer: every quoting writer's thread is still live.
const CHOOSING: readonly JobStatus[] = ['quote', 'offer_made', 'unpaid'];

// A writer's thread closes once the job is paid to someone else: from then on nobody writes in it, so its
// writer reads nothing written after (docs/product.md "Chat").
export function isThreadLive(job: JobThread): boolean {
  if (job.writerId === null || job.writerId === job.copywriterId) return true;
  return CHOOSING.includes(job.status) && job.quoterIds.includes(job.writerId);
}

// A job's thread is its client's and its writer's, decided by the job at every read: joining it (writing in it
// once) gives nobody a door of their own, so a writer who was not chosen reads no other writer's thread.
// A writer whose quote was withdrawn (they were rejected, or left) keeps no door to the client either.
function isThreadsPerson(viewer: ChatViewer, job: JobThread): boolean {
  if (job.clientId === viewer.id) return true;
  return (
    threadWriterId(job) === viewer.id && (job.copywriterId === viewer.id || job.quoterIds.includes(viewer.id))
  );
}

export function mayRead(viewer: ChatViewer, audience: ConversationAudience): boolean {
  if (viewer.role === 'admin') return true;
  if (audience.job) return isThreadsPerson(viewer, audience.job);
  if (audience.memberIds.includes(viewer.id)) return true;
  return viewer.approvedCopywriter && isOpen(audience);
}

// Writing follows reading, except in a job's thread, where the job's own messaging rules apply, the same for
// its client and its writer: both write while quotes are in, while work is under way (also a revision) and
// while a delivery is under review; once it is approved, neither does (docs/product.md "The job page, review
// and revisions"). A thread closed by another writer's paid job takes nobody's messages, an admin's neither.
export function mayPost(viewer: ChatViewer, audience: ConversationAudience, now = new Date()): boolean {
  const job = audience.job;
  if (!job) return mayRead(viewer, audience);
  if (!isThreadLive(job)) return false;
  if (viewer.role === 'admin') return true;
  return isThreadsPerson(viewer, job) && isMessagingOpen(job, now);
}

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

// mayRead as a condition on a conversation aliased `c`: its id among the ids the viewer may read. The ids come
// each way in from an index of its own (their memberships, their jobs, their threads, the conversations open to
// them), and `= any(array(...))` makes PostgreSQL look the few up by id: asked as one condition over every
// conversation, it tested all of them in activity order, 90 ms at 60,000 conversations (bench/scale.ts,
// docs/decisions/0030). Memberships count outside jobs only.
export function readableCondition(viewer: ChatViewer): SqlCondition {
  if (viewer.role === 'admin') return { sql: 'true', params: [] };
  const outsideJobs = [
    'select p.conversation_id from conversation_participants p where p.user_id = ? and p.joined',
  ];
  if (viewer.approvedCopywriter) {
    outsideJobs.push(`select oc.id from conversations oc
      where oc.job_id is null
        and exists (select 1 from users cu where cu.id = oc.created_by_id and cu.role = 'client')
        and not exists (select 1 from conversation_participants o
          where o.conversation_id = oc.id and o.joined and o.user_id <> oc.created_by_id)`);
  }
  const threads = [
    'select jc.id from conversations jc where jc.job_id = any(array(select j.id from jobs j where j.client_id = ?))',
    `select wc.id from conversations wc
      where wc.writer_id = ?
        and (exists (select 1 from quotes q where q.job_id = wc.job_id and q.copywriter_id = wc.writer_id)
          or exists (select 1 from jobs j where j.id = wc.job_id and j.copywriter_id = wc.writer_id))`,
    `select sc.id from conversations sc
      where sc.writer_id is null and sc.job_id = any(array(select j.id from jobs j where j.copywriter_id = ?))`,
  ];
  return {
    sql: `((c.job_id is null and c.id = any(array(${outsideJobs.join(' union all ')})))
      or c.id = any(array(${threads.join(' union all ')})))`,
    params: [viewer.id, viewer.id, viewer.id, viewer.id],
  };
}

interface AudienceRow {
  conversation_id: number;
  created_by_id: number;
  creator_role: Role;
  member_ids: number[];
  job_id: number | null;
  job_client_id: number | null;
  job_copywriter_id: number | null;
  job_status: JobStatus | null;
  job_approved_at: Date | null;
  job_review_window_ends_at: Date | null;
  quoter_ids: number[];
  writer_id: number | null;
}

// The audiences of several conversations in one statement.
export async function loadAudiences(
  em: EntityManager,
  conversationIds: readonly number[],
): Promise<Map<number, ConversationAudience>> {
  const audiences = new Map<number, ConversationAudience>();
  if (conversationIds.length === 0) return audiences;
  const rows = await em.execute<AudienceRow[]>(
    `select c.id as conversation_id, c.created_by_id, creator.role as creator_role, c.writer_id,
        array(select p.user_id from conversation_participants p
          where p.conversation_id = c.id and p.joined order by p.id) as member_ids,
        c.job_id, j.client_id as job_client_id, j.copywriter_id as job_copywriter_id, j.status as job_status,
        j.approved_at as job_approved_at, j.review_window_ends_at as job_review_window_ends_at,
        array(select q.copywriter_id from quotes q
          where q.job_id = c.job_id and q.copywriter_id is not null) as quoter_ids
      from conversations c
      join users creator on creator.id = c.created_by_id
      left join jobs j on j.id = c.job_id
      where c.id in (${conversationIds.map(() => '?').join(', ')})`,
    [...conversationIds],
  );
  for (const row of rows) audiences.set(row.conversation_id, toAudience(row));
  return audiences;
}

function toAudience(row: AudienceRow): ConversationAudience {
  return {
    conversationId: row.conversation_id,
    createdById: row.created_by_id,
    creatorRole: row.creator_role,
    memberIds: row.member_ids.map(Number),
    job:
      row.job_id === null
        ? null
        : {
            id: row.job_id,
            clientId: row.job_client_id,
            copywriterId: row.job_copywriter_id,
            status: row.job_status!,
            approvedAt: row.job_approved_at ? new Date(row.job_approved_at) : null,
            reviewWindowEndsAt: row.job_review_window_ends_at
              ? new Date(row.job_review_window_ends_at)
              : null,
            quoterIds: row.quoter_ids.map(Number),
            writerId: row.writer_id,
          },
  };
}

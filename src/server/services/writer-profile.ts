// A writer's public profile (docs/product.md "Writer profiles and invitations"): what the directory shows of
// them, their bio and portfolio, and their clients' reviews newest first, a page at a time. Three statements
// whatever the number of reviews: the profile with its user, the record, the page of reviews.
import type { EntityManager } from '@mikro-orm/postgresql';
import { isHttpUrl } from '../../shared/schemas/common.ts';
import type { WriterProfile, WriterReview } from '../../shared/schemas/copywriter.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { isoSql, newestFirst, type Page, type PageQuery } from './read-models/page.ts';
import { copywriterRecords } from './writer-records.ts';

interface ReviewRow {
  id: number;
  rating: number;
  review: string | null;
  client_first_name: string | null;
  at: string;
  position: string;
}

// A rating given before ratedAt was recorded dates from the delivery it rated.
const REVIEW_TIME = 'coalesce(j.rated_at, j.completed_at, j.updated_at)';

// Shown for a review whose client has since deleted their account: their name is gone with it.
const FORMER_CLIENT = 'A former client';

async function reviewPage(
  em: EntityManager,
  writerId: number,
  query: PageQuery,
): Promise<Page<WriterReview>> {
  const keyset = newestFirst(query, REVIEW_TIME, 'j.id');
  // The client's first name only: a review is public, their full name is not.
  const rows = await em.execute<ReviewRow[]>(
    `select j.id, j.rating, j.review,
            case when u.deleted_at is null then nullif(split_part(btrim(u.name), ' ', 1), '') end
              as client_first_name,
            ${isoSql(REVIEW_TIME)} as at, ${keyset.position} as position
       from jobs j
       left join users u on u.id = j.client_id
      where j.copywriter_id = ? and j.rating is not null and ${keyset.after.sql}
      order by ${keyset.orderBy}
      limit ?`,
    [writerId, ...keyset.after.params, keyset.limit + 1],
  );
  return keyset.page(rows, (row) => ({
    rating: row.rating,
    review: row.review,
    clientFirstName: row.client_first_name ?? FORMER_CLIENT,
    at: row.at,
  }));
}

/**
 * An approved writer's profile with one page of reviews, and the cursor of the next page. Anyone else (no such
 * account, an applicant, a rejected or deleted writer) is not found, as for an id that never existed.
 */
export async function writerProfile(
  em: EntityManager,
  writerId: number,
  query: PageQuery = {},
): Promise<{ profile: WriterProfile; nextCursor: string | null }> {
  const profile = await em.findOne(
    CopywriterProfile,
    { user: { id: writerId, role: 'copywriter', deletedAt: null, suspendedAt: null }, status: 'approved' },
    { populate: ['user'], strategy: 'joined' },
  );
  if (!profile) throw new AppError('NOT_FOUND', 'Copywriter not found');
  const records = await copywriterRecords(em, [writerId]);
  const record = records.get(writerId);
  const reviews = await reviewPage(em, writerId, query);
  return {
    profile: {
      id: writerId,
      name: profile.user.name,
      profileImageUrl: profile.user.profileImageUrl ?? null,
      bio: profile.bio,
      specialties: profile.specialties,
      rating: record?.rating ?? null,
      completedJobs: record?.completedJobs ?? 0,
      // Links are checked when saved; one stored before that rule (or by hand) is left out rather than shown.
      portfolio: isHttpUrl(profile.portfolio) ? profile.portfolio : null,
      reviews: reviews.items,
    },
    nextCursor: reviews.nextCursor,
  };
}

/**
 * The writer a submission asks for a quote (docs/product.md "Writer profiles and invitations"): only one whose
 * profile is public may be invited; anyone else is a 400 that says so.
 */
export async function invitableWriter(em: EntityManager, writerId: number): Promise<User> {
  const profile = await em.findOne(
    CopywriterProfile,
    { user: { id: writerId, role: 'copywriter', deletedAt: null, suspendedAt: null }, status: 'approved' },
    { populate: ['user'], strategy: 'joined' },
  );
  if (!profile) {
    throw new AppError(
      'VALIDATION_ERROR',
      'The copywriter you asked for a quote is not available: choose another on /copywriters or remove the invitation',
    );
  }
  return profile.user;
}

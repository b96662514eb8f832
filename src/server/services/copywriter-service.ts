import type { EntityManager } from '@mikro-orm/postgresql';
import type { CopywriterListing, DirectoryQuery, ProfileDto } from '../../shared/schemas/copywriter.ts';
import { CopywriterProfile } from '../db/entities/copywriter-profile.ts';
import { Job } from '../db/entities/job.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { tellApplicationReceived } from './marketplace-notices.ts';
import {
  afterTime,
  decodeTimeCursor,
  fitPage,
  type Page,
  type PageQuery,
  pageLimit,
  positionOf,
  timeCursor,
} from './read-models/page.ts';
import { type CopywriterRecord, copywriterRecords, writerRecordColumns } from './writer-records.ts';

// What a copywriter wrote about themselves, as their profile's DTO and the account export both show it.
export function profileTexts(profile: CopywriterProfile) {
  return {
    bio: profile.bio,
    specialties: profile.specialties,
    experience: profile.experience,
    portfolio: profile.portfolio,
    sampleContent: profile.sampleContent,
    availability: profile.availability,
    rates: profile.rates,
  };
}

export function toProfileDto(
  profile: CopywriterProfile,
  user: User,
  record: CopywriterRecord | undefined,
): ProfileDto {
  return {
    userId: user.id,
    name: user.name,
    status: profile.status,
    rating: record?.rating ?? null,
    completedJobs: record?.completedJobs ?? 0,
    ...profileTexts(profile),
    profileImageUrl: user.profileImageUrl ?? null,
    createdAt: profile.createdAt.toISOString(),
  };
}

async function profileDtoOf(em: EntityManager, profile: CopywriterProfile, user: User): Promise<ProfileDto> {
  const records = await copywriterRecords(em, [user.id]);
  return toProfileDto(profile, user, records.get(user.id));
}

export interface ApplicationInput {
  specialties: string[];
  profileImage: string | null;
  experience: string;
  portfolio: string | null;
  sampleContent: string;
  availability: string;
  rates: string;
}

// Applying makes a client a copywriter whose profile waits for an admin (docs/product.md "Copywriters:
// directory and application").
// A rejected copywriter may apply again. A copywriter sees no client pages, so a client with a job still on
// its way (neither completed nor withdrawn) finishes or withdraws it first (docs/product.md "The job page,
// review and revisions").
export async function apply(em: EntityManager, user: User, input: ApplicationInput): Promise<ProfileDto> {
  if (user.role === 'admin') throw new AppError('FORBIDDEN', 'Admins cannot apply as copywriters');
  const existing = await em.findOne(CopywriterProfile, { user: user.id });
  if (existing && existing.status !== 'rejected') {
    throw new AppError('CONFLICT', 'You have already applied as a copywriter');
  }
  const openJobs = await em.count(Job, { client: user.id, status: { $nin: ['completed', 'withdrawn'] } });
  if (openJobs > 0) {
    throw new AppError('CONFLICT', 'Finish or withdraw your open jobs before applying');
  }
  return em.transactional(async (tx) => {
    const profile = existing ?? tx.create(CopywriterProfile, { user });
    Object.assign(profile, {
      status: 'pending',
      specialties: input.specialties,
      experience: input.experience,
      portfolio: input.portfolio ?? '',
      sampleContent: input.sampleContent,
      availability: input.availability,
      rates: input.rates,
    });
    user.role = 'copywriter';
    if (input.profileImage) user.profileImageUrl = input.profileImage;
    await tx.flush();
    await tellApplicationReceived(tx, user);
    return profileDtoOf(tx, profile, user);
  });
}

export async function getProfile(em: EntityManager, user: User): Promise<ProfileDto | null> {
  const profile = await em.findOne(CopywriterProfile, { user: user.id });
  return profile ? profileDtoOf(em, profile, user) : null;
}

export type ProfileInput = Pick<
  CopywriterProfile,
  'bio' | 'specialties' | 'experience' | 'portfolio' | 'sampleContent' | 'availability' | 'rates'
> & {
  // The photo, as on the application: a link, null to remove it, left out to keep it.
  profileImage?: string | null | undefined;
};

// The Profile tab saves every field. Only an approved copywriter has one to edit: a pending profile is the
// application under review, and the application (with its minimums) is the only way to make or remake one.
export async function updateProfile(em: EntityManager, user: User, input: ProfileInput): Promise<ProfileDto> {
  const profile = await em.findOne(CopywriterProfile, { user: user.id });
  if (profile?.status !== 'approved') {
    throw new AppError('FORBIDDEN', 'Only an approved copywriter can edit their profile');
  }
  const { profileImage, ...fields } = input;
  Object.assign(profile, fields);
  if (profileImage !== undefined) user.profileImageUrl = profileImage;
  await em.flush();
  return profileDtoOf(em, profile, user);
}

// A writer as the directory and the home page list them, read with their record in the same statement.
interface ListingRow {
  id: number;
  name: string;
  profile_image_url: string | null;
  specialties: string[];
  completed: string;
  rating: string | null;
}

const LISTING_COLUMNS = 'u.id, u.name, u.profile_image_url, p.specialties, r.completed, r.rating';
// A suspended writer (docs/decisions/0038) keeps an approved profile, for when they are unsuspended, but is
// listed nowhere meanwhile.
const LISTING_FROM = `copywriter_profiles p
       join users u on u.id = p.user_id and u.deleted_at is null and u.suspended_at is null
       join lateral (select ${writerRecordColumns('j')} from jobs j where j.copywriter_id = u.id) r on true`;

function toListing(row: ListingRow): CopywriterListing {
  return {
    id: row.id,
    name: row.name,
    profileImageUrl: row.profile_image_url,
    specialties: row.specialties,
    completedJobs: Number(row.completed),
    rating: row.rating === null ? null : Number(row.rating),
  };
}

// A typed search is a part of a name or a specialty: LIKE's own wildcards in it are only characters.
function containing(typed: string): string {
  return `%${typed.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The public directory: approved copywriters with their real records, longest-standing first, searched here
 * rather than in the browser so that the 51st writer is found as the first is (docs/product.md "Copywriters:
 * directory and application"). The specialties the application offers are stored as their ids, which are
 * their labels in another letter case, so a search by the label the page shows finds them too.
 */
export async function directory(
  em: EntityManager,
  query: PageQuery & Omit<DirectoryQuery, 'limit' | 'cursor'> = {},
): Promise<Page<CopywriterListing>> {
  const limit = pageLimit(query);
  const after = afterTime('p.created_at', 'p.id', 'asc', decodeTimeCursor(query.cursor));
  const where = ["p.status = 'approved'", after.sql];
  const params: (string | number)[] = [...after.params];
  if (query.q) {
    // One column holds the name and the specialties (the directory_search migration), so that PostgreSQL
    // chooses per search between the directory's order and the column's trigram index (docs/decisions/0030).
    where.push('p.search_text like ?');
    params.push(containing(query.q));
  }
  if (query.specialty) {
    where.push('exists (select 1 from unnest(p.specialties) s where lower(s) = ?)');
    params.push(query.specialty.toLowerCase());
  }
  // The page's writers first, their records after: a record is counted for the page's writers alone, not for
  // every writer the search had to look at.
  const rows = await em.execute<(ListingRow & { profile_id: number; position: string })[]>(
    `with page as (
       select p.id as profile_id, p.created_at, u.id, u.name, u.profile_image_url, p.specialties
         from copywriter_profiles p
         join users u on u.id = p.user_id and u.deleted_at is null and u.suspended_at is null
        where ${where.join(' and ')}
        order by p.created_at asc, p.id asc
        limit ?)
     select page.id, page.name, page.profile_image_url, page.specialties, r.completed, r.rating,
            page.profile_id, ${positionOf('page.created_at')} as position
       from page
       join lateral (select ${writerRecordColumns('j')} from jobs j where j.copywriter_id = page.id) r on true
      order by page.created_at asc, page.profile_id asc`,
    [...params, limit + 1],
  );
  return fitPage(rows, limit, toListing, (row) => timeCursor(row.position, row.profile_id));
}

/** How many writers the home page shows; fewer real ones than this and it shows its designed sample instead. */
export const FEATURED_WRITERS = 3;

/**
 * The home page's writers: the top-rated approved copywriters, best average first (more completed jobs, then
 * the longest-standing, break a tie). Only writers with a rating count, as "top rated" means nothing before
 * one; with fewer than three of them the answer is empty and the page shows its static sample (docs/product.md
 * "The home page").
 */
export async function featuredCopywriters(em: EntityManager): Promise<CopywriterListing[]> {
  const rows = await em.execute<ListingRow[]>(
    `select ${LISTING_COLUMNS}
       from ${LISTING_FROM}
      where p.status = 'approved' and r.rating is not null
      order by r.rating desc, r.completed desc, p.created_at asc, p.id asc
      limit ?`,
    [FEATURED_WRITERS],
  );
  if (rows.length < FEATURED_WRITERS) return [];
  return rows.map(toListing);
}

// The home page's writers: the real top-rated copywriters once the marketplace has three with a rating, the
// designed sample before that (docs/product.md "The home page"). Read with a plain GET rather than through
// the tRPC client, which the home page's script does not carry (docs/decisions/0009).
import { queryOptions } from '@tanstack/react-query';
import type { CopywriterListing } from '../../../shared/schemas/copywriter.ts';
import { readFetch } from '../../lib/server-reads.ts';
import { specialtyLabel } from '../../lib/specialties.ts';
import { SAMPLE_COPYWRITERS } from './home-content.ts';

/** tRPC's own key for copywriter.featured, so that anything refreshing the tRPC cache refreshes this too. */
export const featuredWritersQueryKey = [['copywriter', 'featured'], { type: 'query' }] as const;

/** copywriter.featured over tRPC's HTTP protocol: a GET answered with {"result":{"data":{"writers":[...]}}}. */
async function readFeatured(signal: AbortSignal): Promise<{ writers: CopywriterListing[] }> {
  const response = await readFetch('/trpc/copywriter.featured', { signal });
  const body = (await response.json().catch(() => undefined)) as
    | { result?: { data: { writers: CopywriterListing[] } } }
    | undefined;
  if (!response.ok || !body?.result) throw new Error(`copywriter.featured answered ${response.status}`);
  return body.result.data;
}

export function featuredWritersQuery() {
  return queryOptions({ queryKey: featuredWritersQueryKey, queryFn: ({ signal }) => readFeatured(signal) });
}

export interface HomeWriter {
  key: string;
  name: string;
  /** The sample's job title; a real writer has none. */
  role: string | null;
  /** A real writer's average rating; null for the sample, which shows five stars as designed. */
  rating: number | null;
  /** "152 projects" for the sample, "12 completed jobs" for a real writer. */
  record: string;
  skills: string[];
  /** A real writer's id, for their profile; null for the sample. */
  id: number | null;
  imageUrl: string | null;
}

/** Real writers when the server named three, else the sample; a failed or missing read shows the sample. */
export function homeWriters(featured: readonly CopywriterListing[] | undefined): HomeWriter[] {
  if (featured && featured.length >= SAMPLE_COPYWRITERS.length) {
    return featured.slice(0, SAMPLE_COPYWRITERS.length).map((writer) => ({
      key: `writer-${writer.id}`,
      name: writer.name,
      role: null,
      rating: writer.rating,
      record: `${writer.completedJobs} completed ${writer.completedJobs === 1 ? 'job' : 'jobs'}`,
      skills: writer.specialties.map(specialtyLabel),
      id: writer.id,
      imageUrl: writer.profileImageUrl,
    }));
  }
  return SAMPLE_COPYWRITERS.map((writer) => ({
    key: `sample-${writer.name}`,
    name: writer.name,
    role: writer.role,
    rating: null,
    record: `${writer.projects} projects`,
    skills: writer.skills,
    id: null,
    imageUrl: null,
  }));
}

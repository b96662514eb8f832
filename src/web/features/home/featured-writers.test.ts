import { describe, expect, it } from 'vitest';
import type { CopywriterListing } from '../../../shared/schemas/copywriter.ts';
import { homeWriters } from './featured-writers.ts';

const listing = (id: number, rating: number, completedJobs: number): CopywriterListing => ({
  id,
  name: `Writer ${id}`,
  profileImageUrl: null,
  specialties: ['finance', 'seo'],
  completedJobs,
  rating,
});

describe('homeWriters', () => {
  it('shows the designed sample until the server names three real writers', () => {
    for (const featured of [undefined, [], [listing(1, 5, 3), listing(2, 4.5, 1)]]) {
      expect(homeWriters(featured).map((writer) => [writer.name, writer.record])).toEqual([
        ['Sarah Mitchell', '152 projects'],
        ['James Whitfield', '98 projects'],
        ['Priya Shah', '121 projects'],
      ]);
    }
  });

  it('shows real writers with their own figures once there are three', () => {
    const writers = homeWriters([listing(7, 4.8, 12), listing(3, 4.5, 1), listing(9, 4, 2)]);
    expect(writers.map((writer) => [writer.id, writer.rating, writer.record, writer.role])).toEqual([
      [7, 4.8, '12 completed jobs', null],
      [3, 4.5, '1 completed job', null],
      [9, 4, '2 completed jobs', null],
    ]);
    expect(writers[0]?.skills).toEqual(['Finance', 'SEO']);
  });
});

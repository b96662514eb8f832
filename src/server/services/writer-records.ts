// A copywriter's record as clients see it: completed jobs and the average of their ratings.
import type { EntityManager } from '@mikro-orm/postgresql';

export interface CopywriterRecord {
  completedJobs: number;
  // The average of the copywriter's rated jobs, to one decimal; null before the first rating.
  rating: number | null;
}

/**
 * The one definition of a writer's record in SQL, over their jobs as `alias`: the directory, the profile, the
 * quotes and the home page all read it, so that a writer's figures agree wherever they are shown.
 */
export function writerRecordColumns(alias: string): string {
  return `count(*) filter (where ${alias}.status = 'completed') as completed,
            round(avg(${alias}.rating)::numeric, 1) as rating`;
}

// Completed jobs and average rating for many copywriters in one query.
export async function copywriterRecords(
  em: EntityManager,
  userIds: number[],
): Promise<Map<number, CopywriterRecord>> {
  const records = new Map<number, CopywriterRecord>();
  if (userIds.length === 0) return records;
  const rows = await em.execute<{ copywriter_id: number; completed: string; rating: string | null }[]>(
    `select copywriter_id, ${writerRecordColumns('jobs')}
       from jobs where copywriter_id in (${userIds.map(() => '?').join(', ')}) group by copywriter_id`,
    userIds,
  );
  for (const row of rows) {
    records.set(row.copywriter_id, {
      completedJobs: Number(row.completed),
      rating: row.rating === null ? null : Number(row.rating),
    });
  }
  return records;
}

// The estimate's kept read (docs/decisions/0044-instant-estimate.md): one read for many requests at once, kept a
// while per database, and never a failure kept.
import type { EntityManager } from '@mikro-orm/postgresql';
import { describe, expect, it } from 'vitest';
import { forgetShortLivedReads, shortLivedRead } from './short-lived-reads.ts';

// Only the configuration is read, which stands for the database.
const database = () => ({ config: {} }) as unknown as EntityManager;

function counted(answer: (key: string) => Promise<string>) {
  const reads: string[] = [];
  return {
    reads,
    read: (_em: EntityManager, key: string) => {
      reads.push(key);
      return answer(key);
    },
  };
}

describe('shortLivedRead', () => {
  it('asks once for requests that come together, and all of them get its answer', async () => {
    let resolve: (value: string) => void = () => {};
    const source = counted(() => new Promise((done) => (resolve = done)));
    const cached = shortLivedRead(60_000, source.read);
    const em = database();
    const answers = Promise.all(Array.from({ length: 10 }, () => cached(em, 'rewrite')));
    resolve('answer');
    expect(await answers).toEqual(Array(10).fill('answer'));
    expect(source.reads).toEqual(['rewrite']);
  });

  it('keeps an answer for its time, counted from the answer, then asks again', async () => {
    let clock = 0;
    const source = counted(async (key) => `${key} at ${clock}`);
    const cached = shortLivedRead(60_000, source.read, () => clock);
    const em = database();
    expect(await cached(em, 'rewrite')).toBe('rewrite at 0');
    clock = 59_999;
    expect(await cached(em, 'rewrite')).toBe('rewrite at 0');
    clock = 60_000;
    expect(await cached(em, 'rewrite')).toBe('rewrite at 60000');
    expect(source.reads).toEqual(['rewrite', 'rewrite']);
  });

  it('keeps each key and each database apart', async () => {
    const source = counted(async (key) => key);
    const cached = shortLivedRead(60_000, source.read);
    const [one, two] = [database(), database()];
    expect(await cached(one, 'rewrite')).toBe('rewrite');
    expect(await cached(one, 'human-check')).toBe('human-check');
    expect(await cached(two, 'rewrite')).toBe('rewrite');
    expect(source.reads).toEqual(['rewrite', 'human-check', 'rewrite']);
  });

  it('keeps no failure: the requests waiting on it fail, and the next one asks again', async () => {
    let fail = true;
    const source = counted(async () => {
      if (fail) throw new Error('the database is down');
      return 'answer';
    });
    const cached = shortLivedRead(60_000, source.read);
    const em = database();
    const waiting = [cached(em, 'rewrite'), cached(em, 'rewrite')];
    for (const request of waiting) await expect(request).rejects.toThrow('the database is down');
    fail = false;
    expect(await cached(em, 'rewrite')).toBe('answer');
    expect(source.reads).toEqual(['rewrite', 'rewrite']);
  });

  it('forgets what it kept for a database whose tables were emptied', async () => {
    let version = 1;
    const cached = shortLivedRead(60_000, async () => version);
    const em = database();
    expect(await cached(em, 'rewrite')).toBe(1);
    version = 2;
    expect(await cached(em, 'rewrite')).toBe(1);
    forgetShortLivedReads(em);
    expect(await cached(em, 'rewrite')).toBe(2);
  });
});

// A read that many requests ask at once, whose answer may be a little old, kept for a while per database: the
// instant estimate's history of accepted quotes (docs/decisions/0044-instant-estimate.md) is asked as a text is
// typed, by every visitor alike, and its answer moves only as quotes are accepted. Requests that find no answer
// kept wait for the one read already under way rather than each asking PostgreSQL. A read that fails is not
// kept: the next request asks again.
import type { EntityManager } from '@mikro-orm/postgresql';

interface Kept<V> {
  value: Promise<V>;
  until: number;
}

// Every kept answer, per database (by the ORM's configuration, which every fork of its EntityManager shares),
// then per read.
const kept = new WeakMap<object, Map<object, Map<unknown, Kept<unknown>>>>();

/** Forgets every answer kept for the database of `em`, as its tables are emptied (the tests, between cases). */
export function forgetShortLivedReads(em: EntityManager): void {
  kept.delete(em.config);
}

/**
 * `read` wrapped so that its answer for a key is kept `ttlMs` per database, and asked once at a time. The keys
 * are the code's own few values (a service type), never a client's input, so nothing bounds their number.
 */
export function shortLivedRead<K, V>(
  ttlMs: number,
  read: (em: EntityManager, key: K) => Promise<V>,
  now: () => number = Date.now,
): (em: EntityManager, key: K) => Promise<V> {
  const self = {};
  return (em, key) => {
    let reads = kept.get(em.config);
    if (!reads) {
      reads = new Map();
      kept.set(em.config, reads);
    }
    let answers = reads.get(self) as Map<K, Kept<V>> | undefined;
    if (!answers) {
      answers = new Map();
      reads.set(self, answers as Map<unknown, Kept<unknown>>);
    }
    const entry = answers.get(key);
    if (entry && entry.until > now()) return entry.value;
    const fresh: Kept<V> = { value: read(em, key), until: Number.POSITIVE_INFINITY };
    answers.set(key, fresh);
    const map = answers;
    fresh.value.then(
      () => {
        // Counted from the answer, so that a slow read is not kept for less.
        fresh.until = now() + ttlMs;
      },
      () => {
        if (map.get(key) === fresh) map.delete(key);
      },
    );
    return fresh.value;
  };
}

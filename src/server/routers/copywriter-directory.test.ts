// GET /api/copywriters?q=&specialty=: the directory is searched on the server, so that a writer beyond the
// first page is found by name and by specialty (docs/product.md "Copywriters: directory and application").
import { describe, expect, it } from 'vitest';
import { createApprovedCopywriters, createCopywriter } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

interface Listing {
  id: number;
  name: string;
  specialties: string[];
}

async function directory(query: string): Promise<{ status: number; body: Listing[]; link?: string }> {
  const response = await t.rest({ method: 'GET', url: `/api/copywriters${query}` });
  const link = response.headers.link;
  return { status: response.status, body: response.body as Listing[], link: link ? String(link) : undefined };
}

describe('GET /api/copywriters, searched', () => {
  it('finds a writer created after 200 others by a part of their name and by their specialty', async () => {
    await createApprovedCopywriters(t.em, 200);
    const late = await createCopywriter(t.em, 'approved', {
      name: 'Zadie Quillfeather',
      specialties: ['legal', 'Patent drafting'],
    });

    // The first page alone does not reach them: only a search on the server does.
    expect((await directory('')).body.map((listing) => listing.id)).not.toContain(late.id);

    for (const query of ['?q=quillfeather', '?q=%20QUILL%20', '?q=patent', '?q=Legal', '?specialty=LEGAL']) {
      const found = await directory(query);
      expect(found.status, query).toBe(200);
      expect(
        found.body.map((listing) => listing.name),
        query,
      ).toEqual(['Zadie Quillfeather']);
      expect(found.link, query).toBeUndefined();
    }
    // A whole specialty, not a part of one; a specialty and a name together narrow each other.
    expect((await directory('?specialty=leg')).body).toEqual([]);
    expect((await directory('?q=writer&specialty=legal')).body).toEqual([]);
    expect((await directory('?q=zadie&specialty=patent%20drafting')).body.map((l) => l.id)).toEqual([
      late.id,
    ]);
  });

  it('pages a search by the Link header, keeping the search in it', async () => {
    await createApprovedCopywriters(t.em, 120);
    const pages: Listing[][] = [];
    let next: string | undefined = '/api/copywriters?q=writer%201&limit=20';
    while (next) {
      const response = await t.rest({ method: 'GET', url: next });
      expect(response.status).toBe(200);
      pages.push(response.body as Listing[]);
      next = /^<([^>]+)>; rel="next"$/.exec(String(response.headers.link ?? ''))?.[1];
      if (next) expect(new URL(next, 'http://x').searchParams.get('q')).toBe('writer 1');
    }
    // "Writer 1", "Writer 10".."Writer 19" and "Writer 100".."Writer 119", longest-standing first.
    const names = pages.flat().map((listing) => listing.name);
    expect(names).toHaveLength(1 + 10 + 20);
    expect(names.slice(0, 3)).toEqual(['Writer 1', 'Writer 10', 'Writer 11']);
    expect(pages).toHaveLength(2);
  });

  it('takes LIKE wildcards as characters, and refuses a search too long with a 400', async () => {
    await createCopywriter(t.em, 'approved', { name: 'Percy Plain' });
    expect((await directory('?q=%25')).body).toEqual([]);
    expect((await directory('?q=_')).body).toEqual([]);
    const long = await directory(`?q=${'a'.repeat(201)}`);
    expect(long.status).toBe(400);
  });

  it('leaves out applicants and rejected writers whatever the search', async () => {
    await createCopywriter(t.em, 'pending', { name: 'Quentin Pending' });
    await createCopywriter(t.em, 'rejected', { name: 'Quentin Rejected' });
    await createCopywriter(t.em, 'approved', { name: 'Quentin Approved' });
    expect((await directory('?q=quentin')).body.map((listing) => listing.name)).toEqual(['Quentin Approved']);
  });

  it('finds a writer by the name and specialties they have now, not those they had', async () => {
    const writer = await createCopywriter(t.em, 'approved', {
      name: 'Olive Oldname',
      specialties: ['legal'],
    });
    const em = t.em;
    await em.execute(`update users set name = 'Nora Newname' where id = ?`, [writer.id]);
    await em.execute(`update copywriter_profiles set specialties = '{Travel}' where user_id = ?`, [
      writer.id,
    ]);
    for (const gone of ['?q=oldname', '?q=legal']) expect((await directory(gone)).body, gone).toEqual([]);
    for (const now of ['?q=newname', '?q=TRAVEL']) {
      expect(
        (await directory(now)).body.map((listing) => listing.id),
        now,
      ).toEqual([writer.id]);
    }
    // A search never runs from the name into a specialty, nor from one specialty into the next.
    expect((await directory('?q=newname%20travel')).body).toEqual([]);
  });
});

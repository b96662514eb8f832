import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { listSchema, pageSchema } from './paging.ts';

describe('pageSchema', () => {
  const page = pageSchema(z.object({ id: z.number().int(), title: z.string().trim() }));

  it('checks a page with parseAsync as its synchronous parse does: the same value, the same refusal', async () => {
    const valid = { items: [{ id: 1, title: ' A title ' }], nextCursor: null };
    expect(await page.parseAsync(valid)).toEqual(page.parse(valid));
    expect(await page.parseAsync(valid)).toEqual({ items: [{ id: 1, title: 'A title' }], nextCursor: null });

    const invalid = { items: [{ id: 1.5, title: 'A title' }], nextCursor: 7 };
    const refusal = await page.parseAsync(invalid).then(
      () => expect.unreachable('the page was accepted'),
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(z.ZodError);
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([
      ['items', 0, 'id'],
      ['nextCursor'],
    ]);
  });
});

describe('listSchema', () => {
  const list = listSchema(z.object({ id: z.number().int(), title: z.string().trim() }));

  it('checks a list with parseAsync as its synchronous parse does: the same value, the same refusal', async () => {
    const valid = [{ id: 1, title: ' A title ' }];
    expect(await list.parseAsync(valid)).toEqual([{ id: 1, title: 'A title' }]);
    const refusal = await list.parseAsync([{ id: 'one', title: 'A title' }]).then(
      () => expect.unreachable('the list was accepted'),
      (error: unknown) => error,
    );
    expect(refusal).toBeInstanceOf(z.ZodError);
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([[0, 'id']]);
  });
});

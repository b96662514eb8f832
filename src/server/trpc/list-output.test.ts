import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LIST_ANSWERS_CHECKED, listOutput, pageOutput } from './list-output.ts';

const item = z.object({ id: z.number().int(), title: z.string() });

async function refusalOf(answer: Promise<unknown>): Promise<unknown> {
  return answer.then(
    () => expect.unreachable('the answer was accepted'),
    (error: unknown) => error,
  );
}

describe('list answers where they are checked (development and the tests)', () => {
  it('are checked here: the tests run outside production', () => {
    expect(LIST_ANSWERS_CHECKED).toBe(true);
  });

  it('pass a page as its synchronous parse would, and refuse with the same issues', async () => {
    const page = pageOutput(item);
    const valid = { items: [{ id: 1, title: 'A title' }], nextCursor: null };
    expect(await page.parseAsync(valid)).toEqual(valid);
    const refusal = await refusalOf(
      page.parseAsync({ items: [{ id: 1.5, title: 'A title' }], nextCursor: 7 }),
    );
    expect(refusal).toBeInstanceOf(z.ZodError);
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([
      ['items', 0, 'id'],
      ['nextCursor'],
    ]);
  });

  it('refuse a wrong item in a list', async () => {
    const refusal = await refusalOf(listOutput(item).parseAsync([{ id: 'one', title: 'A title' }]));
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([[0, 'id']]);
  });

  // Production sends the answer as built: a key the schema would strip, or a value it would change, would
  // reach callers there, so the tests refuse it.
  it('refuse an answer the schema would strip or change', async () => {
    await expect(
      listOutput(item).parseAsync([{ id: 1, title: 'A title', passwordHash: 'x' }]),
    ).rejects.toThrow('A list answer holds what its schema strips or changes');
    const trimmed = z.object({ id: z.number().int(), title: z.string().trim() });
    await expect(listOutput(trimmed).parseAsync([{ id: 1, title: ' A title ' }])).rejects.toThrow(
      'A list answer holds what its schema strips or changes',
    );
  });
});

describe('list answers in production', () => {
  it('are sent as built, without a parse', async () => {
    const answer = [{ id: 'not checked', title: 7 }];
    expect(await listOutput(item, false).parseAsync(answer)).toBe(answer);
    const page = { items: answer, nextCursor: null };
    expect(await pageOutput(item, false).parseAsync(page)).toBe(page);
  });
});

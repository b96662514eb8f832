import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { appRouter } from '../routers/_app.ts';
import { checkListAnswers, listOutput, listOutputSchema, pageOutput } from './list-output.ts';

const item = z.object({ id: z.number().int(), title: z.string() });

function refusalOf(check: () => unknown): unknown {
  try {
    check();
  } catch (error) {
    return error;
  }
  return expect.unreachable('the answer was accepted');
}

afterEach(() => checkListAnswers(true));

describe('list answers where they are checked (development and the tests)', () => {
  it('pass a page as its synchronous parse would, and refuse with the same issues', () => {
    const page = pageOutput(item);
    const valid = { items: [{ id: 1, title: 'A title' }], nextCursor: null };
    expect(page(valid)).toEqual(valid);
    const refusal = refusalOf(() => page({ items: [{ id: 1.5, title: 'A title' }], nextCursor: 7 }));
    expect(refusal).toBeInstanceOf(z.ZodError);
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([
      ['items', 0, 'id'],
      ['nextCursor'],
    ]);
  });

  it('refuse a wrong item in a list', () => {
    const refusal = refusalOf(() => listOutput(item)([{ id: 'one', title: 'A title' }]));
    expect((refusal as z.ZodError).issues.map((issue) => issue.path)).toEqual([[0, 'id']]);
  });

  // Production sends the answer as built: a key the schema would strip, or a value it would change, would
  // reach callers there, so the tests refuse it.
  it('refuse an answer the schema would strip or change', () => {
    expect(() => listOutput(item)([{ id: 1, title: 'A title', passwordHash: 'x' }])).toThrow(
      'A list answer holds what its schema strips or changes',
    );
    const trimmed = z.object({ id: z.number().int(), title: z.string().trim() });
    expect(() => listOutput(trimmed)([{ id: 1, title: ' A title ' }])).toThrow(
      'A list answer holds what its schema strips or changes',
    );
  });
});

describe('list answers in production', () => {
  it('are sent as built, without a parse', () => {
    checkListAnswers(false);
    const answer = [{ id: 'not checked', title: 7 }];
    expect(listOutput(item)(answer)).toBe(answer);
    const page = { items: answer, nextCursor: null };
    expect(pageOutput(item)(page)).toBe(page);
  });
});

// The check is tRPC's own output validation, given a function (docs/decisions/0026): zod's schemas are left as
// zod made them, methods and all, for every procedure, and a list's schema still describes its answer.
describe("the procedures' output schemas", () => {
  const procedures = Object.entries(
    appRouter._def.procedures as unknown as Record<string, { _def: { output?: unknown } }>,
  ).filter(([, procedure]) => procedure._def.output !== undefined);
  const zodOf = (output: unknown) => listOutputSchema(output) ?? (output as z.ZodType);

  it.each(procedures)('%s: its schema keeps zod’s own parse methods', (_name, procedure) => {
    // zod binds its methods to a schema on first use; a replacement would be a function of another name.
    const schema = zodOf(procedure._def.output);
    const zodOwn = z.unknown();
    for (const method of ['parse', 'parseAsync', 'safeParse', 'safeParseAsync'] as const) {
      expect(schema[method].name, method).toBe(zodOwn[method].name);
    }
  });

  it('name the list schema of every list procedure', () => {
    const [, jobsList] = procedures.find(([name]) => name === 'jobs.list') ?? [];
    const schema = listOutputSchema(jobsList?._def.output);
    expect(schema?._zod.def.type).toBe('array');
  });
});

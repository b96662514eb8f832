import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.ts';

const schema = z.object({ email: z.email('Please enter a valid email address') });

describe('lazySchema', () => {
  it('loads the schema on first use, once, and answers its issues as the form’s errors', async () => {
    let loads = 0;
    const form = lazySchema(async () => {
      loads += 1;
      return schema;
    });
    expect(loads).toBe(0);
    expect(await form.validate({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(await form.validate({ email: 'a@example.com' })).toEqual({});
    form.preload();
    expect((await form.load()).parse({ email: 'a@example.com' })).toEqual({ email: 'a@example.com' });
    expect(loads).toBe(1);
  });

  it('tries again after a failed load rather than keeping the failure', async () => {
    let attempt = 0;
    const form = lazySchema(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return schema;
    });
    await expect(form.validate({ email: 'nope' })).rejects.toThrow('offline');
    expect(await form.validate({ email: 'nope' })).toEqual({ email: 'Please enter a valid email address' });
    expect(attempt).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { nestsDeeperThan } from './json-depth.ts';

describe('nestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(nestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(nestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(nestsDeeperThan('{"a":{"b":{"c":1}}}', 3)).toBe(false);
    expect(nestsDeeperThan(`{"text":"${'['.repeat(100)}"}`, 3)).toBe(false);
    expect(nestsDeeperThan(`{"text":"a\\"[[[[[["}`, 2)).toBe(false);
    expect(nestsDeeperThan(`${'['.repeat(5000)}${']'.repeat(5000)}`)).toBe(true);
  });
});

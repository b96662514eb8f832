import { describe, expect, it } from 'vitest';
import { validateTokenSearch } from './token-search.ts';

describe('validateTokenSearch', () => {
  it('keeps a token', () => {
    expect(validateTokenSearch({ token: 'abc_DEF-123' })).toEqual({ token: 'abc_DEF-123' });
    expect(validateTokenSearch({ token: '  abc  ' })).toEqual({ token: 'abc' });
  });

  it('drops a missing, empty, oversized or non-text token and anything else', () => {
    expect(validateTokenSearch({})).toEqual({});
    expect(validateTokenSearch({ token: '' })).toEqual({});
    expect(validateTokenSearch({ token: '   ' })).toEqual({});
    expect(validateTokenSearch({ token: 'x'.repeat(2049) })).toEqual({});
    expect(validateTokenSearch({ token: 42, other: 'x' })).toEqual({});
  });
});

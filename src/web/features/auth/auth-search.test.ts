import { describe, expect, it } from 'vitest';
import { validateAuthSearch } from './auth-search.ts';

describe('validateAuthSearch', () => {
  it('keeps a same-site returnTo', () => {
    expect(validateAuthSearch({ returnTo: '/apply-as-copywriter' })).toEqual({
      returnTo: '/apply-as-copywriter',
    });
  });

  it('drops a missing or unsafe returnTo and anything else', () => {
    expect(validateAuthSearch({})).toEqual({});
    expect(validateAuthSearch({ returnTo: 'https://evil.example' })).toEqual({});
    expect(validateAuthSearch({ returnTo: '//evil.example', other: 'x' })).toEqual({});
  });
});

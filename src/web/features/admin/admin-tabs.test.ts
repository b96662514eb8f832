import { describe, expect, it } from 'vitest';
import { validateAdminSearch } from './admin-tabs.ts';

describe('validateAdminSearch', () => {
  it('keeps a known tab, drops the default and anything else', () => {
    expect(validateAdminSearch({ tab: 'disputes' })).toEqual({ tab: 'disputes' });
    expect(validateAdminSearch({ tab: 'payouts' })).toEqual({ tab: 'payouts' });
    expect(validateAdminSearch({ tab: 'jobs' })).toEqual({});
    expect(validateAdminSearch({ tab: 'nope' })).toEqual({});
    expect(validateAdminSearch({})).toEqual({});
  });
});

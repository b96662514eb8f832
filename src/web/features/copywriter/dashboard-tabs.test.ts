import { describe, expect, it } from 'vitest';
import { validateDashboardSearch } from './dashboard-tabs.ts';

describe('validateDashboardSearch', () => {
  it('keeps a tab the dashboard has', () => {
    expect(validateDashboardSearch({ tab: 'earnings' })).toEqual({ tab: 'earnings' });
    expect(validateDashboardSearch({ tab: 'profile' })).toEqual({ tab: 'profile' });
  });

  it('drops the default tab, an unknown one and anything not a word', () => {
    expect(validateDashboardSearch({ tab: 'available' })).toEqual({});
    expect(validateDashboardSearch({ tab: 'payouts' })).toEqual({});
    expect(validateDashboardSearch({ tab: ['earnings'] })).toEqual({});
    expect(validateDashboardSearch({})).toEqual({});
  });
});

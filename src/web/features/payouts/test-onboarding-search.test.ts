import { describe, expect, it } from 'vitest';
import { validateTestOnboardingSearch } from './test-onboarding-search.ts';

describe('validateTestOnboardingSearch', () => {
  it('keeps the account the link names', () => {
    expect(validateTestOnboardingSearch({ account: 'acct_test_12' })).toEqual({ account: 'acct_test_12' });
  });

  it('drops an account that is missing, blank, not text or too long', () => {
    expect(validateTestOnboardingSearch({})).toEqual({});
    expect(validateTestOnboardingSearch({ account: '  ' })).toEqual({});
    expect(validateTestOnboardingSearch({ account: 12 })).toEqual({});
    expect(validateTestOnboardingSearch({ account: 'a'.repeat(256) })).toEqual({});
  });
});

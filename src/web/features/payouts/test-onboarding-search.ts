// The test gateway's onboarding link names the account it enables: ?account=acct_test_… (docs/decisions/0039).
export interface TestOnboardingSearch {
  account?: string;
}

export function validateTestOnboardingSearch(search: Record<string, unknown>): TestOnboardingSearch {
  const account = typeof search.account === 'string' ? search.account.trim() : '';
  return account !== '' && account.length <= 255 ? { account } : {};
}

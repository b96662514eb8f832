import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { TestOnboardingPage } from '../../features/payouts/test-onboarding-page.tsx';
import { validateTestOnboardingSearch } from '../../features/payouts/test-onboarding-search.ts';

// The test gateway's stand-in for Stripe's onboarding page (docs/decisions/0039): a copywriter's own page, so
// the guard of routes/_copywriter.tsx sends anyone signed out to the login first.
export const Route = createFileRoute('/_copywriter/payouts/test-onboarding')({
  head: () => ({ meta: [{ title: 'Set up payouts (test)' }] }),
  validateSearch: validateTestOnboardingSearch,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <TestOnboardingRoute />
    </HydratedFieldset>
  ),
});

function TestOnboardingRoute() {
  const { account } = Route.useSearch();
  return <TestOnboardingPage account={account} />;
}

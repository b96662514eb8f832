import { createFileRoute } from '@tanstack/react-router';
import { UnsubscribePage } from '../features/account/unsubscribe-page.tsx';
import { validateTokenSearch } from '../lib/token-search.ts';

// Open signed in or not: the signed token says whose emails stop.
export const Route = createFileRoute('/unsubscribe')({
  head: () => ({ meta: [{ title: 'Unsubscribe' }] }),
  validateSearch: validateTokenSearch,
  component: UnsubscribeRoute,
});

function UnsubscribeRoute() {
  const { token } = Route.useSearch();
  return <UnsubscribePage key={token} token={token} />;
}

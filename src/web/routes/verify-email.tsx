import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '../features/account/verify-email-page.tsx';
import { validateTokenSearch } from '../lib/token-search.ts';

// Open signed in or not: the link may be opened on a device where nobody is logged in.
export const Route = createFileRoute('/verify-email')({
  head: () => ({ meta: [{ title: 'Confirm your email' }] }),
  validateSearch: validateTokenSearch,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  // A new token is a new link to use: the page starts over rather than showing the last answer.
  return <VerifyEmailPage key={token} token={token} />;
}

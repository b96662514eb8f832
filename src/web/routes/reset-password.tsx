import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { validateTokenSearch } from '../lib/token-search.ts';

// Open signed in or not: the link proves who it is for, and using it signs that account in.
export const Route = createFileRoute('/reset-password')({
  head: () => ({ meta: [{ title: 'Choose a new password' }] }),
  validateSearch: validateTokenSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}

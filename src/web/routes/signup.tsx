import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateAuthSearch } from '../features/auth/auth-search.ts';
import { SignupPage } from '../features/auth/signup-page.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';
import { pathAfterSignIn } from '../lib/redirects.ts';

export const Route = createFileRoute('/signup')({
  head: () => ({ meta: [{ title: 'Sign up' }] }),
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ search, context }) => {
    const user = await loadCurrentUser(context);
    if (user) throw redirect({ href: pathAfterSignIn(user.role, search.returnTo), replace: true });
  },
  component: SignupRoute,
});

function SignupRoute() {
  const { returnTo } = Route.useSearch();
  return <SignupPage returnTo={returnTo} />;
}

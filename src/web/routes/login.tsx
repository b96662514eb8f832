import { createFileRoute, redirect } from '@tanstack/react-router';
import { validateAuthSearch } from '../features/auth/auth-search.ts';
import { LoginPage } from '../features/auth/login-page.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';
import { pathAfterSignIn } from '../lib/redirects.ts';

export const Route = createFileRoute('/login')({
  head: () => ({ meta: [{ title: 'Log in' }] }),
  validateSearch: validateAuthSearch,
  // Someone already signed in has nothing to do here: send them where their role belongs.
  beforeLoad: async ({ search, context }) => {
    const user = await loadCurrentUser(context);
    if (user) throw redirect({ href: pathAfterSignIn(user.role, search.returnTo), replace: true });
  },
  component: LoginRoute,
});

function LoginRoute() {
  const { returnTo } = Route.useSearch();
  return <LoginPage returnTo={returnTo} />;
}

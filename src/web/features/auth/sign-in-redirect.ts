import { useNavigate } from '@tanstack/react-router';
import { LOGIN_REDIRECT_MS } from '../../../shared/constants.ts';
import type { CurrentUser } from '../../../shared/schemas/auth.ts';
import { rememberSignedInUser } from '../../lib/current-user.ts';
import { pathAfterSignIn } from '../../lib/redirects.ts';

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * After login or signup: cache the new user, pause briefly, then go where the role belongs (docs/product.md
 * "Roles").
 */
export function useSignInRedirect() {
  const navigate = useNavigate();
  return async (user: CurrentUser, returnTo: string | undefined) => {
    rememberSignedInUser(user);
    await wait(LOGIN_REDIRECT_MS);
    // href rather than to: the role dashboards and returnTo are plain paths, checked by sanitiseReturnTo.
    await navigate({ href: pathAfterSignIn(user.role, returnTo), replace: true });
  };
}

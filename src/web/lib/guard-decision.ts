// Who may open a guarded screen, decided apart from the router so that it is tested alone: the pathless
// layouts routes/_client.tsx, _copywriter.tsx, _admin.tsx and _signed-in.tsx ask it (lib/route-guard.ts).
// A visitor logs in first and comes back to the very address they asked for; a signed-in user of another role
// goes to their own dashboard, or from an admin page to the home page (docs/product.md "Roles", "Admin").
import type { Role } from '../../shared/constants.ts';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { homePathForRole, sanitiseReturnTo } from './redirects.ts';

export const TWO_FACTOR_SETUP_PATH = '/account#two-factor';

/** The one role a screen is for, or anyone signed in, whatever the role. */
export type Audience = Role | 'signed-in';

export type GuardDecision =
  | { kind: 'pass'; user: CurrentUser }
  /** To /login, and back to `returnTo` afterwards (absent when the address is not a safe one to return to). */
  | { kind: 'login'; returnTo?: string }
  /** Away: to the home of the user's own role, or to the home page from an admin screen. */
  | { kind: 'home'; href: string };

export function mayEnter(role: Role, audience: Audience): boolean {
  return audience === 'signed-in' || audience === role;
}

/**
 * The guard's answer for this user (null for a visitor) on the address asked for: its path, query and hash,
 * as the router's location.href gives them.
 */
export function guardDecision(user: CurrentUser | null, audience: Audience, href: string): GuardDecision {
  if (!user) {
    const returnTo = sanitiseReturnTo(href);
    return returnTo ? { kind: 'login', returnTo } : { kind: 'login' };
  }
  // An admin whom REQUIRE_ADMIN_2FA holds back turns two-factor sign-in on first (docs/decisions/0037).
  if (user.twoFactorSetupRequired && !href.startsWith('/account')) {
    return { kind: 'home', href: TWO_FACTOR_SETUP_PATH };
  }
  if (!mayEnter(user.role, audience)) {
    return { kind: 'home', href: audience === 'admin' ? '/' : homePathForRole(user.role) };
  }
  return { kind: 'pass', user };
}

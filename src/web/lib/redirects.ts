// Where a signed-in user belongs, and which ?returnTo= values may be followed.
import type { Role } from '../../shared/constants.ts';

export const HOME_PATH_BY_ROLE: Record<Role, string> = {
  client: '/dashboard',
  copywriter: '/copywriter-dashboard',
  admin: '/admin',
};

export function homePathForRole(role: Role): string {
  return HOME_PATH_BY_ROLE[role];
}

const MAX_RETURN_TO_LENGTH = 2048;
const SANITISING_ORIGIN = 'https://return-to.invalid';

/**
 * A returnTo comes from the address bar, so anyone can craft it: only a path on this site is kept.
 * "//evil.example" and "/\evil.example" are protocol-relative to browsers, and control characters
 * can smuggle one in, so they are refused rather than repaired.
 */
export function sanitiseReturnTo(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_RETURN_TO_LENGTH)
    return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return undefined;
  let url: URL;
  try {
    url = new URL(value, SANITISING_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== SANITISING_ORIGIN) return undefined;
  // Sending someone back to the login or signup page after they signed in would loop.
  if (url.pathname === '/login' || url.pathname === '/signup') return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** After login or signup: the page the user was sent away from, else the home of their role. */
export function pathAfterSignIn(role: Role, returnTo?: string): string {
  return sanitiseReturnTo(returnTo) ?? homePathForRole(role);
}

// The ?returnTo= of /login and /signup, dropped unless it is a safe path on this site.
import { sanitiseReturnTo } from '../../lib/redirects.ts';

export interface AuthSearch {
  returnTo?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const returnTo = sanitiseReturnTo(search.returnTo);
  return returnTo ? { returnTo } : {};
}

import { createHmac } from 'node:crypto';

// The key of the signed links in emails, derived from the session secret so that there is one secret to keep,
// yet a link's signature can never stand in for a cookie's.
export function linkSecretOf(sessionSecret: string): string {
  return createHmac('sha256', sessionSecret).update('humanise email links').digest('hex');
}

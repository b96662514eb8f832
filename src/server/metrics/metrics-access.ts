// Who may read /metrics: it names routes, queue sizes and pool use, which are nobody else's business. A
// scraper on this machine may (the socket's own address, never a header a caller writes), as may one that
// sends METRICS_TOKEN as a bearer token.
import { createHash, timingSafeEqual } from 'node:crypto';
import { isIPv4 } from 'node:net';

const digest = (text: string) => createHash('sha256').update(text).digest();

export interface MetricsRequest {
  socket: { remoteAddress?: string | undefined };
  headers: Record<string, string | string[] | undefined>;
}

export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return isIPv4(v4) && v4.startsWith('127.');
}

// A proxy on this machine connects from loopback too: a request it relayed carries the header it adds, and
// is someone else's, not this machine's.
const RELAYED_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

const BEARER = /^Bearer[ \t]+(.+?)[ \t]*$/i;

export function metricsAccess(token: string | undefined): (request: MetricsRequest) => boolean {
  // Both sides hashed first: equal lengths for timingSafeEqual, and a comparison whose time says nothing of
  // the token.
  const expected = token ? digest(token) : undefined;
  return (request) => {
    const authorization = request.headers.authorization;
    if (expected && typeof authorization === 'string') {
      const sent = BEARER.exec(authorization)?.[1];
      if (sent && timingSafeEqual(digest(sent), expected)) return true;
    }
    if (RELAYED_HEADERS.some((name) => request.headers[name] !== undefined)) return false;
    return isLoopback(request.socket.remoteAddress);
  };
}

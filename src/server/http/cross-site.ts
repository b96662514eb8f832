// Which requests count as cross-site: a cookie-carrying mutation from another site is refused
// (docs/product.md "The REST contract"), checked by the app on every request.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

// The origin the request was sent to: its protocol and host as Fastify reads them (through the proxy's
// X-Forwarded-* headers when TRUST_PROXY says to). For PUBLIC_URL's host, PUBLIC_URL says the protocol: behind
// a TLS proxy that does not pass it on, every request reads as http, and the http origin of an https site is
// another site.
function ownOrigin(request: FastifyRequest, publicOrigin: string): string | undefined {
  const reached = originOf(`${request.protocol}://${request.host}`);
  if (reached && new URL(reached).host === new URL(publicOrigin).host) return publicOrigin;
  return reached;
}

// A cookie-carrying mutation from another site is refused (docs/product.md "The REST contract"). A request
// with neither Origin nor Sec-Fetch-Site (an integration calling from its own server) passes. Sites differ by
// protocol and port as well as by host: a page on http://host may not act for https://host.
export function isCrossSite(request: FastifyRequest, trustedOrigins: string[], publicUrl: string): boolean {
  if (SAFE_METHODS.has(request.method) || !request.headers.cookie) return false;
  // A request with an API key is signed in by the key, never by its cookies (docs/decisions/0047): another
  // site cannot make a browser send a key it does not have.
  if (/^bearer /i.test(request.headers.authorization ?? '')) return false;
  if (request.headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (trustedOrigins.includes(origin)) return false;
  const sent = originOf(origin);
  const publicOrigin = new URL(publicUrl).origin;
  return sent === undefined || (sent !== publicOrigin && sent !== ownOrigin(request, publicOrigin));
}

/** Refuses a cross-site request before anything else is done with it. */
export const crossSiteGuard = fp(
  async (app: FastifyInstance, options: { trustedOrigins: string[]; publicUrl: string }) => {
    app.addHook('onRequest', async (request) => {
      if (isCrossSite(request, options.trustedOrigins, options.publicUrl)) {
        throw new AppError('CROSS_SITE_REQUEST', 'Cross-site requests are not allowed');
      }
    });
  },
  { name: 'cross-site-guard' },
);

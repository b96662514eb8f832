// The headers every answer carries: the content security policy and its companions (helmet), and, on the API's
// answers, that no cache may keep them.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

const API_PATH = /^\/(api|trpc)(\/|\?|$)/;

export interface SecurityHeadersOptions {
  production: boolean;
  // Stripe Elements runs Stripe.js from Stripe's servers in frames of its own (docs/decisions/0005).
  stripe: boolean;
}

export const securityHeaders = fp(
  async (app: FastifyInstance, { production, stripe }: SecurityHeadersOptions) => {
    // Built once: @fastify/helmet built these headers, the policy parsed again, on every request.
    const headers = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          // Stripe.js and the Payment Element's frames, which Stripe also serves from js.stripe.com's subdomains.
          scriptSrc: ["'self'", ...(stripe ? ['https://js.stripe.com', 'https://*.js.stripe.com'] : [])],
          // Mantine writes style attributes and a style element at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          // Blog posts' featured and inline images are https addresses on other hosts.
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...(stripe ? ['https://api.stripe.com'] : [])],
          frameSrc: stripe
            ? ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com']
            : ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          upgradeInsecureRequests: production ? [] : null,
        },
      },
      hsts: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      crossOriginEmbedderPolicy: false,
      frameguard: { action: 'deny' },
    });
    app.addHook('onRequest', (request, reply, done) => {
      // What the API answers is one caller's (their account, their jobs, their errors): no cache may keep it.
      if (API_PATH.test(request.url)) reply.header('Cache-Control', 'no-store');
      headers(request.raw, reply.raw, (error) => done(error as Error | undefined));
    });
  },
  { name: 'security-headers' },
);

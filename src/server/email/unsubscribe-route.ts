// POST /api/unsubscribe?token=…: the one-click unsubscribe of RFC 8058. A mail client sends it with the body
// "List-Unsubscribe=One-Click" as a form, with no cookie, so it lives outside the JSON-only REST adapter, in a
// plugin of its own.
import type { MikroORM } from '@mikro-orm/postgresql';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { unsubscribe } from '../services/account-service.ts';

export const UNSUBSCRIBE_PATH = '/api/unsubscribe';

export async function unsubscribeRoute(
  scope: FastifyInstance,
  options: { orm: MikroORM; linkSecret: string },
) {
  scope.removeAllContentTypeParsers();
  // Whatever the body says, the signed token in the address is what counts.
  scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 4096 }, (_request, _body, done) =>
    done(null, undefined),
  );
  scope.post(UNSUBSCRIBE_PATH, async (request) => {
    const token = (request.query as { token?: unknown }).token;
    if (typeof token !== 'string' || token.length > 200) {
      throw new AppError('VALIDATION_ERROR', 'This unsubscribe link is not valid');
    }
    return unsubscribe(options.orm.em.fork(), options.linkSecret, token);
  });
}

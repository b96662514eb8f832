// How deep a JSON text nests, read without parsing it: the REST door walks request bodies recursively (the
// adapter's coercion, the schema's parse), and a body nested thousands of levels deep would overflow the stack
// there. No form of this product nests past a handful of levels.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const MAX_JSON_DEPTH = 64;

/** Whether the text nests deeper than `max` arrays and objects; brackets inside strings do not count. */
export function nestsDeeperThan(text: string, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * JSON bodies, with a body nested deeper than MAX_JSON_DEPTH refused before it is parsed; an empty body is no
 * body. Every scope that has not a parser of its own takes it.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const jsonParser = app.getDefaultJsonParser('error', 'error');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '') return done(null, undefined);
      if (nestsDeeperThan(body as string)) {
        return done(
          Object.assign(new Error('The request body is nested too deeply'), { statusCode: 400 }),
          undefined,
        );
      }
      jsonParser(request, body as string, done);
    });
  },
  { name: 'json-body' },
);

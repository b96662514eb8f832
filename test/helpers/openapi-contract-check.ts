// Every answer the tests get from /api is checked against the OpenAPI document the app serves at
// /api/openapi.json (docs/decisions/0049): its status must be one the operation declares, its body must match
// the schema declared for that status and its media type, and a header the response declares required must be
// there (Retry-After on a 429). A mismatch fails the test that made the request.
import { appendFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

interface MediaType {
  schema?: object;
}
interface ResponseObject {
  $ref?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, { required?: boolean; schema?: object }>;
}
interface OperationObject {
  responses: Record<string, ResponseObject>;
}
interface Document {
  paths: Record<string, Record<string, OperationObject>>;
  components?: { responses?: Record<string, ResponseObject> };
}

interface Route {
  method: string;
  pattern: RegExp;
  template: string;
  operation: OperationObject;
}

export interface Contract {
  check(method: string, url: string, response: LightMyRequestResponse): void;
}

// Addresses under /api that are not operations: the document itself and its viewer.
const UNDESCRIBED = /^\/api\/(openapi\.json|docs)(\/|$|\?)/;

// Per test file (a worker of its own): answers checked, by status, written out when CONTRACT_TALLY names a file.
const tally = new Map<string, number>();

export function writeContractTally(): void {
  const file = process.env.CONTRACT_TALLY;
  if (!file || tally.size === 0) return;
  appendFileSync(file, `${JSON.stringify(Object.fromEntries(tally))}\n`);
  tally.clear();
}

function count(key: string) {
  tally.set(key, (tally.get(key) ?? 0) + 1);
}

export function contractOf(document: Document): Contract {
  // The generator writes OpenAPI's `example` beside JSON Schema's keywords; formats are checked.
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  const compiled = new Map<object, ValidateFunction>();
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const resolve = (response: ResponseObject): ResponseObject => {
    const name = response.$ref?.replace('#/components/responses/', '');
    return name ? (document.components?.responses?.[name] ?? {}) : response;
  };

  const routes: Route[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    // A parameter may be empty, as Fastify matches it: /api/jobs/ is /jobs/{id} with the id "".
    const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]*');
    for (const [method, operation] of Object.entries(methods)) {
      routes.push({
        method: method.toUpperCase(),
        pattern: new RegExp(`^/api${source}$`),
        template,
        operation,
      });
    }
  }
  // Fastify prefers a path's fixed segments to a parameter: so does the lookup (/blog/posts/published before
  // /blog/posts/{id}).
  routes.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

  return {
    check(method, url, response) {
      const path = url.split('?', 1)[0]!;
      if (!path.startsWith('/api/') || UNDESCRIBED.test(url)) return;
      const route = routes.find((candidate) => candidate.method === method && candidate.pattern.test(path));
      const status = response.statusCode;
      const where = `${method} ${url} answered ${status}`;
      // An address that is no operation's is answered 404 (or 414) with the one error body.
      const declared = route
        ? route.operation.responses[String(status)]
        : [404, 414].includes(status)
          ? { $ref: `#/components/responses/${status === 404 ? 'NotFound' : 'UriTooLong'}` }
          : undefined;
      if (!declared) {
        throw new Error(`${where}, which ${route ? route.template : 'no documented path'} does not declare`);
      }
      const answer = resolve(declared);
      for (const [name, header] of Object.entries(answer.headers ?? {})) {
        const value = response.headers[name.toLowerCase()];
        if (value === undefined) {
          if (header.required) throw new Error(`${where} without its ${name} header`);
          continue;
        }
        if (header.schema && !validatorOf(header.schema)(String(value))) {
          throw new Error(`${where} with ${name}: ${value}, not as declared`);
        }
      }
      const mediaType = String(response.headers['content-type'] ?? '')
        .split(';', 1)[0]!
        .trim();
      const content = answer.content;
      if (!content) {
        if (response.body) throw new Error(`${where} with a body the document does not declare`);
      } else {
        const media = content[mediaType];
        if (!media) throw new Error(`${where} as ${mediaType || 'nothing'}, not ${Object.keys(content)}`);
        const body = mediaType === 'application/json' ? JSON.parse(response.body) : response.body;
        const validate = media.schema && validatorOf(media.schema);
        if (validate && !validate(body)) {
          const problems = ajv.errorsText(validate.errors, { dataVar: 'body', separator: '; ' });
          throw new Error(
            `${where} with a body that does not match the document: ${problems}\n${response.body.slice(0, 500)}`,
          );
        }
      }
      count(String(status));
    },
  };
}

const contracts = new WeakMap<FastifyInstance, Contract>();

async function contractFor(app: FastifyInstance, inject: FastifyInstance['inject']): Promise<Contract> {
  let contract = contracts.get(app);
  if (!contract) {
    const served = await inject({ method: 'GET', url: '/api/openapi.json' });
    contract = contractOf(served.json() as Document);
    contracts.set(app, contract);
  }
  return contract;
}

/**
 * The app's `inject`, every answer of which is checked against the document it serves. A call with a callback,
 * or the chained form, is passed through unchecked; the tests use neither.
 */
export function checkAnswersAgainstContract(app: FastifyInstance): void {
  const inject = app.inject.bind(app) as FastifyInstance['inject'];
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options as InjectOptions);
    const { method = 'GET', url = '/' } =
      typeof options === 'string' ? { url: options } : { method: options.method, url: urlOf(options) };
    (await contractFor(app, inject)).check(String(method).toUpperCase(), url, response);
    return response;
  };
  app.inject = ((options?: InjectOptions | string, callback?: unknown) =>
    options === undefined || callback !== undefined
      ? (inject as (...args: unknown[]) => unknown)(options, callback)
      : checked(options)) as FastifyInstance['inject'];
}

function urlOf(options: InjectOptions): string {
  const { url, path } = options as {
    url?: string | { pathname?: string };
    path?: string | { pathname?: string };
  };
  const address = url ?? path ?? '/';
  return typeof address === 'string' ? address : (address.pathname ?? '/');
}

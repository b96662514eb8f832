// The REST client the integration calls through: openapi-fetch typed by schema.d.ts, which openapi-typescript
// generates from the OpenAPI document GET /api/openapi.json serves (`npx node scripts/openapi-types.ts`), so a
// path, its parameters, its body and its answer are checked by the compiler against the API as it is. Every
// request carries the API key as a bearer token (docs/decisions/0047).
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema.d.ts';

export type HumaniseClient = Client<paths>;

// The error bodies of the API, one shape for every status (docs/decisions/0049), as the document describes them.
type ErrorResponses = components['responses'];
export type ErrorBody = ErrorResponses[keyof ErrorResponses]['content']['application/json'];

// An answer other than a 2xx, thrown by answerOf with its status and body.
export class ApiError extends Error {
  readonly status: number;
  readonly body: Partial<ErrorBody> | undefined;
  constructor(response: Response, body: Partial<ErrorBody> | undefined) {
    super(`${new URL(response.url).pathname}: ${response.status} ${body?.message ?? ''}`.trim());
    this.status = response.status;
    this.body = body;
  }
}

// The document's only server is `/api`, relative to the origin that serves it.
export function createHumaniseClient(options: { baseUrl: string; apiKey: string }): HumaniseClient {
  const client = createClient<paths>({ baseUrl: `${options.baseUrl.replace(/\/$/, '')}/api` });
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${options.apiKey}`);
    },
  });
  return client;
}

// openapi-fetch answers { data } or { error } rather than throwing: the integration wants its answer, or to stop.
export async function answerOf<T>(
  call: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok || data === undefined)
    throw new ApiError(response, error as Partial<ErrorBody> | undefined);
  return data;
}

// The REST client the integration calls through: every request carries the API key as a bearer token
// (docs/decisions/0047), and every POST may carry an Idempotency-Key (docs/decisions/0050).
//
// Stand-in: openapi-typescript and openapi-fetch, which issue 32 names for this file (types generated from
// /api/openapi.json and `createClient<paths>`), are not installed yet. Until they are, the few answers the
// integration reads are typed by hand below, with only the fields it uses; the end-to-end test
// (integration.test.ts) is what checks them against the running server.
export interface Quote {
  id: number;
  jobId: number;
  copywriterId: number | null;
  // Pounds: the fixed price, or the hours at the hourly rate.
  price: number | null;
}

export interface Job {
  id: number;
  title: string;
  status: string;
  result: string | null;
  quotes: Quote[];
}

export interface CreatedWebhook {
  id: number;
  url: string;
  events: string[];
  secret: string;
}

export interface JobPaymentResult {
  success: true;
  job: Job;
  // Null when the payment is settled (the test gateway); with Stripe, the intent a browser must confirm.
  confirmation: { clientSecret: string; paymentIntentId: string } | null;
}

// The one error body of the API: { message, code, issues?, requestId? }.
export class ApiError extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(method: string, path: string, status: number, body: unknown) {
    const message =
      typeof body === 'object' && body !== null && 'message' in body ? String(body.message) : String(status);
    super(`${method} ${path}: ${status} ${message}`);
    this.status = status;
    this.body = body;
  }
}

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown, options?: { idempotencyKey?: string }): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

export function createApiClient(options: { baseUrl: string; apiKey: string }): ApiClient {
  const base = options.baseUrl.replace(/\/$/, '');

  async function call<T>(
    method: string,
    path: string,
    init: { body?: unknown; idempotencyKey?: string } = {},
  ): Promise<T> {
    const headers: Record<string, string> = { authorization: `Bearer ${options.apiKey}` };
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    if (init.idempotencyKey) headers['idempotency-key'] = init.idempotencyKey;
    const response = await fetch(`${base}/api${path}`, {
      method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiError(method, path, response.status, body);
    return body as T;
  }

  return {
    get: (path) => call('GET', path),
    post: (path, body, postOptions) =>
      call('POST', path, { body, idempotencyKey: postOptions?.idempotencyKey }),
    delete: (path) => call('DELETE', path),
  };
}

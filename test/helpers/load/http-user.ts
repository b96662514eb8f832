// One virtual user's HTTP connection to the server, as an integration holds it: node:http over one kept-alive
// socket, the session cookie kept between calls, and the caller's address in X-Forwarded-For (the server
// reads it only with TRUST_PROXY, as behind a real proxy). Every call is timed and classified, so that a
// load run can tell a connection the server refused (it had stopped listening) from a request it took and
// then failed to answer.
import http from 'node:http';

export type Outcome =
  // An HTTP answer, whatever its status.
  | 'answered'
  // connect() refused: nothing was listening, so the server never had the request.
  | 'refused'
  // The connection broke, or stayed silent past the timeout, after the request was written.
  | 'failed';

export interface CallRecord {
  operation: string;
  method: string;
  path: string;
  outcome: Outcome;
  status: number;
  ms: number;
  // performance.now() when the call started and ended: a test lines them up with events (a stop, a restart).
  startedAt: number;
  endedAt: number;
  // The error code (ECONNRESET, ETIMEDOUT...) when the outcome is not an answer.
  error?: string;
  // The `code` of an error answer's body (UNAVAILABLE, TOO_MANY_REQUESTS...).
  code?: string;
  // The client's port of the connection, as the server's request log names it; whether the connection had
  // carried an earlier request (kept alive).
  localPort?: number;
  reused?: boolean;
}

export interface Answer<T> {
  record: CallRecord;
  body: T;
  headers: http.IncomingHttpHeaders;
}

export interface HttpUserOptions {
  baseUrl: string;
  // The address this user's requests come from, as a proxy in front of the server would forward it.
  forwardedFor?: string;
  timeoutMs?: number;
  onCall?: (record: CallRecord) => void;
}

export class HttpUser {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  private readonly options: HttpUserOptions;
  private readonly url: URL;
  private cookie: string | undefined;
  forwardedFor: string | undefined;

  constructor(options: HttpUserOptions) {
    this.options = options;
    this.url = new URL(options.baseUrl);
    this.forwardedFor = options.forwardedFor;
  }

  get sessionCookie(): string | undefined {
    return this.cookie;
  }

  /** Forgets the session, as a new person at the same keyboard would. */
  signOutLocally(): void {
    this.cookie = undefined;
  }

  call<T = unknown>(operation: string, method: string, path: string, body?: unknown): Promise<Answer<T>> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = String(Buffer.byteLength(payload));
    }
    if (this.cookie) headers.cookie = this.cookie;
    if (this.forwardedFor) headers['x-forwarded-for'] = this.forwardedFor;
    const startedAt = performance.now();
    return new Promise((resolve) => {
      let settled = false;
      let localPort: number | undefined;
      const finish = (
        outcome: Outcome,
        status: number,
        text: string,
        error?: string,
        responseHeaders = {},
      ) => {
        if (settled) return;
        settled = true;
        const endedAt = performance.now();
        const record: CallRecord = {
          operation,
          method,
          path,
          outcome,
          status,
          ms: endedAt - startedAt,
          startedAt,
          endedAt,
          reused: request.reusedSocket,
        };
        if (localPort) record.localPort = localPort;
        if (error) record.error = error;
        let parsed: unknown = text;
        try {
          parsed = text ? JSON.parse(text) : undefined;
        } catch {
          // Not JSON: the text itself is the body.
        }
        if (status >= 400) record.code = String((parsed as { code?: unknown } | undefined)?.code);
        this.options.onCall?.(record);
        resolve({ record, body: parsed as T, headers: responseHeaders });
      };
      const request = http.request(
        {
          host: this.url.hostname,
          port: this.url.port,
          method,
          path,
          headers,
          agent: this.agent,
          timeout: this.options.timeoutMs ?? 30_000,
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error: NodeJS.ErrnoException) =>
            finish('failed', 0, '', error.code ?? 'ERR'),
          );
          response.on('aborted', () => finish('failed', 0, '', 'ABORTED'));
          response.on('end', () => {
            // A response cut short ends without `complete`: it was not a full answer.
            if (!response.complete) return finish('failed', 0, '', 'INCOMPLETE');
            const cookie = response.headers['set-cookie']?.[0]?.split(';')[0];
            if (cookie) this.cookie = cookie;
            finish('answered', response.statusCode ?? 0, Buffer.concat(chunks).toString('utf8'), undefined, {
              ...response.headers,
            });
          });
        },
      );
      request.on('socket', (socket) => {
        localPort = socket.localPort;
        if (!localPort) socket.once('connect', () => (localPort = socket.localPort));
      });
      request.on('timeout', () => {
        request.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' }));
      });
      request.on('error', (error: NodeJS.ErrnoException) => {
        finish(error.code === 'ECONNREFUSED' ? 'refused' : 'failed', 0, '', error.code ?? error.message);
      });
      request.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

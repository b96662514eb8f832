// The agency's own webhook receiver: a node:http server that accepts a delivery only when its Standard Webhooks
// signature verifies with the endpoint's secret (docs/decisions/0048), and hands the events to whoever waits.
// Anything unverified is answered 401, which the sender retries; a delivery sent again (the same webhook-id)
// is acknowledged and not handed over twice.
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

// Typed by hand: the OpenAPI document describes the calls an integration makes, not the bodies the server POSTs
// to its endpoints (its `webhooks` section is empty, so schema.d.ts has nothing for them); README.md "Webhooks"
// and docs/decisions/0048 give each event's `data`.
export interface WebhookEvent {
  type: string;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface WebhookReceiver {
  // The address to register: http on loopback, which the server allows outside production only.
  url: string;
  // The endpoint's secret, known once the endpoint is registered; until then deliveries are answered 503.
  setSecret(secret: string): void;
  // The first verified event of this type whose data matches, seen already or still to come.
  waitFor(
    type: string,
    matches: (data: Record<string, unknown>) => boolean,
    timeoutMs: number,
  ): Promise<WebhookEvent>;
  // Deliveries refused because their signature did not verify.
  refused(): number;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function headersOf(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

export async function startWebhookReceiver(
  options: { host?: string; port?: number } = {},
): Promise<WebhookReceiver> {
  const host = options.host ?? '127.0.0.1';
  let verifier: Webhook | undefined;
  let refusedCount = 0;
  const seenIds = new Set<string>();
  const events: WebhookEvent[] = [];
  const waiters = new Set<(event: WebhookEvent) => void>();

  const server = createServer(async (request, response) => {
    if (request.method !== 'POST') {
      response.writeHead(405).end();
      return;
    }
    const body = await bodyOf(request);
    if (!verifier) {
      response.writeHead(503).end();
      return;
    }
    let event: WebhookEvent;
    try {
      event = verifier.verify(body, headersOf(request)) as WebhookEvent;
    } catch {
      refusedCount += 1;
      response.writeHead(401).end();
      return;
    }
    response.writeHead(204).end();
    const id = String(request.headers['webhook-id']);
    if (seenIds.has(id)) return;
    seenIds.add(id);
    events.push(event);
    for (const waiter of [...waiters]) waiter(event);
  });
  server.listen(options.port ?? 0, host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${port}/webhooks`,
    setSecret(secret) {
      verifier = new Webhook(secret);
    },
    waitFor(type, matches, timeoutMs) {
      const found = events.find((event) => event.type === type && matches(event.data));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No ${type} event within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = (event: WebhookEvent) => {
          if (event.type !== type || !matches(event.data)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(event);
        };
        waiters.add(waiter);
      });
    },
    refused: () => refusedCount,
    async close() {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}

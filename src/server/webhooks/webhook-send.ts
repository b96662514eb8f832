// One webhook request (docs/decisions/0048): the receiver's name is resolved once and, in production, every
// address it resolves to must be public; the request then connects to that checked address (the name still
// goes in the Host header and TLS's server name), follows no redirect, and is cut off after a time limit or
// once the answer's body passes a size limit. Signed as the Standard Webhooks specification says.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { Webhook } from 'standardwebhooks';
import { isForbiddenAddress, isLoopbackAddress } from './address-check.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;
// The most of a receiver's answer that is read; the rest is not waited for.
export const WEBHOOK_RESPONSE_LIMIT = 64 * 1024;

export interface UrlRules {
  // Production: https only, and only to public addresses. Otherwise loopback http is allowed too.
  strict: boolean;
}

export class WebhookUrlError extends Error {}

type Resolver = (host: string) => Promise<LookupAddress[]>;

const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, addresses) =>
      error ? reject(error) : resolve(addresses),
    );
  });

/** Checks the address of a URL and answers the one address to connect to; throws WebhookUrlError if refused. */
export async function checkWebhookUrl(
  value: string,
  rules: UrlRules,
  resolve: Resolver = systemResolver,
): Promise<LookupAddress> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new WebhookUrlError('Enter a full address, starting with https://');
  }
  if (url.username || url.password)
    throw new WebhookUrlError('The address cannot hold a user name or password');
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new WebhookUrlError('The address must start with https://');
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new WebhookUrlError(`The name ${host} could not be resolved`);
  }
  if (addresses.length === 0) throw new WebhookUrlError(`The name ${host} could not be resolved`);
  if (url.protocol === 'http:') {
    if (rules.strict || !addresses.every((address) => isLoopbackAddress(address.address))) {
      throw new WebhookUrlError('The address must start with https://');
    }
  }
  if (rules.strict && addresses.some((address) => isForbiddenAddress(address.address))) {
    throw new WebhookUrlError('The address must be on the public internet, not a private or local network');
  }
  return addresses[0]!;
}

export interface WebhookMessage {
  id: string;
  timestamp: Date;
  body: string;
}

export interface WebhookAttempt {
  statusCode: number | null;
  error: string | null;
  durationMs: number;
}

export function signatureHeaders(secret: string, message: WebhookMessage): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(Math.floor(message.timestamp.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign(message.id, message.timestamp, message.body),
  };
}

/** Sends one signed POST; never throws: a refusal, a timeout or a network failure is an attempt's error. */
export async function sendWebhook(
  target: { url: string; secret: string },
  message: WebhookMessage,
  rules: UrlRules,
  options: { timeoutMs?: number; resolve?: Resolver } = {},
): Promise<WebhookAttempt> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let address: LookupAddress;
  try {
    address = await checkWebhookUrl(target.url, rules, options.resolve);
  } catch (error) {
    return { statusCode: null, error: errorText(error), durationMs: elapsed() };
  }
  const url = new URL(target.url);
  const body = Buffer.from(message.body);
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (attempt: Omit<WebhookAttempt, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...attempt, durationMs: elapsed() });
    };
    const req = request(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'Humanise-Webhooks/1',
          ...signatureHeaders(target.secret, message),
        },
        // The checked address, whatever the name resolves to now (DNS rebinding).
        lookup: (_host, lookupOptions, callback) => {
          if ((lookupOptions as { all?: boolean }).all) callback(null, [address]);
          else (callback as (e: null, a: string, f: number) => void)(null, address.address, address.family);
        },
        agent: false,
      },
      (res) => {
        let received = 0;
        res.on('data', (chunk: Buffer) => {
          received += chunk.length;
          // Enough is known once the status arrived: a receiver that streams for ever is not read.
          if (received > WEBHOOK_RESPONSE_LIMIT) {
            finish({ statusCode: res.statusCode ?? null, error: null });
            res.destroy();
          }
        });
        res.on('end', () => finish({ statusCode: res.statusCode ?? null, error: null }));
        res.on('error', () => finish({ statusCode: res.statusCode ?? null, error: null }));
        res.on('close', () => finish({ statusCode: res.statusCode ?? null, error: null }));
      },
    );
    const timer = setTimeout(() => {
      finish({
        statusCode: null,
        error: `No answer within ${(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`,
      });
      req.destroy();
    }, options.timeoutMs ?? WEBHOOK_TIMEOUT_MS);
    req.on('error', (error) => finish({ statusCode: null, error: errorText(error) }));
    req.end(body);
  });
}

function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}

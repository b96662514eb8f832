// Reads the sealed session cookie of a request. Opening a seal (key derivation, an HMAC and AES) was the
// largest cost of a signed-in list request after the database (bench/jobs-list.ts, profiled), and a browser
// sends the same seal on every request until the session is saved again. So a seal opened once is
// remembered, by its exact text, until the expiry written in it: the same text always opens to the same data,
// and whether the session still counts (a logout, a password change) is decided by the database on every
// request all the same (findSessionUser). Seals that do not open are never remembered, so a stranger cannot
// fill the memory; its size is bounded besides.
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type CookieJar,
  getIronSession,
  type IronSession,
  nodeCookies,
  type SessionOptions,
  unsealData,
} from 'iron-session';

interface Remembered {
  data: Record<string, unknown>;
  // Milliseconds since 1970, from the seal itself; none when the seal never expires.
  expiresAt: number;
}

const DEFAULT_CAPACITY = 10_000;

// An iron seal: Fe26.2*passwordId*encryptionSalt*iv*encrypted*expiration*hmacSalt*hmac, then ~version.
function expiryOf(seal: string): number {
  const expiration = seal.split('*')[5];
  return expiration ? Number(expiration) : Number.POSITIVE_INFINITY;
}

export interface SessionReader {
  read<T extends object>(req: IncomingMessage, res: ServerResponse): Promise<IronSession<T>>;
  // Seals remembered now (for tests).
  readonly size: number;
}

export interface SessionReaderOptions {
  capacity?: number;
  now?: () => number;
  // iron-session's own, unless a test counts the seals opened.
  unseal?: typeof unsealData;
}

export function sessionReader(
  options: SessionOptions,
  { capacity = DEFAULT_CAPACITY, now = Date.now, unseal = unsealData }: SessionReaderOptions = {},
): SessionReader {
  const remembered = new Map<string, Remembered>();
  const cookieName = options.cookieName;

  async function open(seal: string): Promise<Record<string, unknown>> {
    const hit = remembered.get(seal);
    if (hit && hit.expiresAt > now()) return hit.data;
    if (hit) remembered.delete(seal);
    const data = await unseal<Record<string, unknown>>(seal, {
      password: options.password,
      ...(options.ttl === undefined ? {} : { ttl: options.ttl }),
    });
    // A seal that did not open (forged, expired, another secret) reads as an empty session, as iron-session
    // reads it, and is not remembered.
    if (Object.keys(data).length === 0) return data;
    if (remembered.size >= capacity) remembered.delete(remembered.keys().next().value!);
    remembered.set(seal, { data, expiresAt: expiryOf(seal) });
    return data;
  }

  return {
    get size() {
      return remembered.size;
    },
    async read<T extends object>(req: IncomingMessage, res: ServerResponse) {
      const jar = nodeCookies(req, res);
      const seal = jar.read(cookieName);
      if (!seal) return getIronSession<T>(jar, options);
      const data = await open(seal);
      // iron-session builds the session (save, destroy and their cookies) around a jar in which the cookie
      // reads as absent while it is made, so that it does not open the seal again; the data is a copy, since
      // a procedure may change its session without saving it.
      let making = true;
      const quiet: CookieJar = {
        ...jar,
        read: (name) => (making && name === cookieName ? undefined : jar.read(name)),
      };
      const session = await getIronSession<T>(quiet, options);
      making = false;
      Object.assign(session, structuredClone(data));
      return session;
    },
  };
}

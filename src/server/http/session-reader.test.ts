import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, unsealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { sessionReader } from './session-reader.ts';

const options = {
  cookieName: 'humanise_session',
  password: 'a-session-secret-of-at-least-32-characters',
  ttl: 60 * 60,
};

interface Exchange {
  req: IncomingMessage;
  res: ServerResponse;
  setCookies(): string[];
}

function exchange(cookie?: string): Exchange {
  const headers = new Map<string, string[]>();
  const res = {
    headersSent: false,
    getHeader: (name: string) => headers.get(name.toLowerCase()),
    setHeader: (name: string, value: string[]) => headers.set(name.toLowerCase(), value),
  };
  return {
    req: { headers: cookie ? { cookie } : {} } as IncomingMessage,
    res: res as unknown as ServerResponse,
    setCookies: () => headers.get('set-cookie') ?? [],
  };
}

async function cookieFor(data: object): Promise<string> {
  return `${options.cookieName}=${await sealData(data, options)}`;
}

function counting() {
  const calls: string[] = [];
  const unseal: typeof unsealData = (seal, settings) => {
    calls.push(seal);
    return unsealData(seal, settings);
  };
  return { calls, unseal };
}

describe('sessionReader', () => {
  it('opens a seal once and hands each request its own copy of the data', async () => {
    const { calls, unseal } = counting();
    const reader = sessionReader(options, { unseal });
    const cookie = await cookieFor({ userId: 7, sessionId: 2, anonymousJobIds: [1] });

    const first = await reader.read<{ userId?: number; anonymousJobIds?: number[] }>(
      exchange(cookie).req,
      exchange(cookie).res,
    );
    expect(first.userId).toBe(7);
    first.anonymousJobIds!.push(2);
    first.userId = 8;

    const second = await reader.read<{ userId?: number; anonymousJobIds?: number[] }>(
      exchange(cookie).req,
      exchange(cookie).res,
    );
    expect(second).toMatchObject({ userId: 7, anonymousJobIds: [1] });
    expect(calls).toHaveLength(1);
    expect(reader.size).toBe(1);
  });

  it('keeps save and destroy writing the cookie, from a remembered seal too', async () => {
    const reader = sessionReader(options);
    const cookie = await cookieFor({ userId: 7 });
    await reader.read(exchange(cookie).req, exchange(cookie).res);

    const saving = exchange(cookie);
    const session = await reader.read<{ userId?: number }>(saving.req, saving.res);
    session.userId = 9;
    await session.save();
    const [written] = saving.setCookies();
    expect(written).toMatch(/^humanise_session=Fe26\.2\*/);
    const seal = written!.split(';')[0]!.slice('humanise_session='.length);
    expect(await unsealData(seal, options)).toEqual({ userId: 9 });

    const leaving = exchange(cookie);
    (await reader.read(leaving.req, leaving.res)).destroy();
    expect(leaving.setCookies()[0]).toMatch(/^humanise_session=;.*Max-Age=0/);
  });

  it('never remembers a seal that does not open', async () => {
    const { calls, unseal } = counting();
    const reader = sessionReader(options, { unseal });
    const forged = (await cookieFor({ userId: 1 })).replace(/\*[^*]+$/, '*forgedhmac');
    for (let i = 0; i < 3; i += 1) {
      const session = await reader.read<{ userId?: number }>(exchange(forged).req, exchange(forged).res);
      expect(session.userId).toBeUndefined();
    }
    expect(calls).toHaveLength(3);
    expect(reader.size).toBe(0);
  });

  it('opens a seal again once the expiry written in it has passed', async () => {
    const { calls, unseal } = counting();
    let now = Date.now();
    const reader = sessionReader(options, { unseal, now: () => now });
    const cookie = await cookieFor({ userId: 7 });
    await reader.read(exchange(cookie).req, exchange(cookie).res);
    now += (options.ttl + 1) * 1000;
    await reader.read(exchange(cookie).req, exchange(cookie).res);
    expect(calls).toHaveLength(2);
  });

  it('remembers at most its capacity, forgetting the oldest first', async () => {
    const { calls, unseal } = counting();
    const reader = sessionReader(options, { unseal, capacity: 2 });
    const cookies = [
      await cookieFor({ userId: 1 }),
      await cookieFor({ userId: 2 }),
      await cookieFor({ userId: 3 }),
    ];
    for (const cookie of cookies) await reader.read(exchange(cookie).req, exchange(cookie).res);
    expect(reader.size).toBe(2);
    await reader.read(exchange(cookies[2]).req, exchange(cookies[2]).res);
    expect(calls).toHaveLength(3);
    await reader.read(exchange(cookies[0]).req, exchange(cookies[0]).res);
    expect(calls).toHaveLength(4);
  });
});

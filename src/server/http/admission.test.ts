import { EventEmitter } from 'node:events';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { createAdmission, registerAdmission, turnOf } from './admission.ts';
import { errorReplies } from './error-replies.ts';

const never = () => () => {};

describe('createAdmission', () => {
  it('lets as many in as it allows, then admits the others in the order they came as places are given back', async () => {
    const admission = createAdmission({ concurrency: 2, maxWaiting: 10 });
    const first = await admission.enter(never);
    const second = await admission.enter(never);
    const admitted: string[] = [];
    const third = admission.enter(never).then((release) => {
      admitted.push('third');
      return release;
    });
    const fourth = admission.enter(never).then((release) => {
      admitted.push('fourth');
      return release;
    });
    await Promise.resolve();
    expect({ active: admission.active, waiting: admission.waiting, admitted }).toEqual({
      active: 2,
      waiting: 2,
      admitted: [],
    });

    second!();
    await third;
    expect(admitted).toEqual(['third']);
    first!();
    (await fourth)!();
    (await third)!();
    expect({ active: admission.active, waiting: admission.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('frees one place however many times its release is called', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 10 });
    const release = await admission.enter(never);
    const next = admission.enter(never);
    release!();
    release!();
    expect(admission.active).toBe(1);
    (await next)!();
    expect(admission.active).toBe(0);
  });

  it('lets a request coming back from another service in at once, past the limit, ahead of those waiting', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 10 });
    const first = await admission.enter(never);
    const waiting = admission.enter(never);
    const resumed = admission.resume();
    expect({ active: admission.active, waiting: admission.waiting }).toEqual({ active: 2, waiting: 1 });
    // Back under the limit before anyone waiting is let in.
    resumed();
    expect({ active: admission.active, waiting: admission.waiting }).toEqual({ active: 1, waiting: 1 });
    first!();
    (await waiting)!();
    expect({ active: admission.active, waiting: admission.waiting }).toEqual({ active: 0, waiting: 0 });
  });

  it('turns away a request when the queue is full', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 1 });
    await admission.enter(never);
    void admission.enter(never);
    expect(await admission.enter(never)).toBeUndefined();
    expect(admission.waiting).toBe(1);
  });

  it('drops a waiting caller who leaves, and gives the place to the next one', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 10 });
    const release = await admission.enter(never);
    const socket = new EventEmitter();
    const onGone = (listener: () => void) => {
      socket.once('close', listener);
      return () => socket.off('close', listener);
    };
    const leaving = admission.enter(onGone);
    const staying = admission.enter(never);
    socket.emit('close');
    expect(await leaving).toBeUndefined();
    expect(admission.waiting).toBe(1);
    release!();
    expect(await staying).toBeTypeOf('function');
  });

  it('stops listening for the leave of a caller once admitted', async () => {
    const admission = createAdmission({ concurrency: 1, maxWaiting: 10 });
    const release = await admission.enter(never);
    const socket = new EventEmitter();
    const waiting = admission.enter((listener) => {
      socket.once('close', listener);
      return () => socket.off('close', listener);
    });
    expect(socket.listenerCount('close')).toBe(1);
    release!();
    await waiting;
    expect(socket.listenerCount('close')).toBe(0);
  });
});

describe('registerAdmission', () => {
  const apps: ReturnType<typeof Fastify>[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  // An app whose /api/slow answers when the test opens the gate, with one API request under way at a time.
  async function appWithGate(maxWaiting = 10) {
    // fetch opens a spare connection that sends nothing, which a stop would otherwise wait out.
    const app = Fastify({ forceCloseConnections: true });
    apps.push(app);
    // The app's: a request turned away is answered with the one error body.
    await app.register(errorReplies);
    const admission = registerAdmission(app, {
      concurrency: 1,
      maxWaiting,
      streamPaths: new Set(['/api/events']),
    });
    let open: () => void = () => {};
    let gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const started: string[] = [];
    app.get('/api/slow', async (request) => {
      started.push(String((request.query as { n?: string }).n));
      await gate;
      return { ok: true };
    });
    app.get('/api/health', async () => ({ status: 'ok' }));
    app.get('/api/events', async () => {
      started.push('events');
      await gate;
      return 'a stream';
    });
    app.get('/pricing', async () => 'a page');
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    return {
      admission,
      origin,
      started,
      openGate() {
        open();
        gate = new Promise<void>((resolve) => {
          open = resolve;
        });
      },
    };
  }

  const until = async (condition: () => boolean) => {
    while (!condition()) await new Promise((resolve) => setTimeout(resolve, 5));
  };

  it('works on API requests one at a time in the order they came, while the health check and pages answer at once', async () => {
    const { admission, origin, started, openGate } = await appWithGate();
    const first = fetch(`${origin}/api/slow?n=1`);
    await until(() => started.length === 1);
    const second = fetch(`${origin}/api/slow?n=2`);
    await until(() => admission.waiting === 1);

    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    expect((await fetch(`${origin}/pricing`)).status).toBe(200);
    expect(started).toEqual(['1']);

    openGate();
    expect((await first).status).toBe(200);
    await until(() => started.length === 2);
    expect(started).toEqual(['1', '2']);
    openGate();
    expect((await second).status).toBe(200);
    await until(() => admission.active === 0);
  });

  it('answers 503 with Retry-After when too many are waiting, and works on no request whose caller left', async () => {
    const { admission, origin, started, openGate } = await appWithGate(1);
    const first = fetch(`${origin}/api/slow?n=1`);
    await until(() => started.length === 1);
    const leaving = new AbortController();
    const left = fetch(`${origin}/api/slow?n=left`, { signal: leaving.signal }).catch(() => 'aborted');
    await until(() => admission.waiting === 1);

    const turnedAway = await fetch(`${origin}/api/slow?n=3`);
    expect(turnedAway.status).toBe(503);
    expect(turnedAway.headers.get('retry-after')).toBe('1');
    expect(await turnedAway.json()).toMatchObject({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });

    leaving.abort();
    expect(await left).toBe('aborted');
    await until(() => admission.waiting === 0);
    openGate();
    expect((await first).status).toBe(200);
    await until(() => admission.active === 0);
    expect(started).toEqual(['1']);
  });

  it('does not queue a live stream, asked for as one or by its path alone', async () => {
    const { admission, origin, started, openGate } = await appWithGate();
    const first = fetch(`${origin}/api/slow?n=1`);
    await until(() => started.length === 1);
    const asked = fetch(`${origin}/api/slow?n=stream`, { headers: { accept: 'text/event-stream' } });
    const byPath = fetch(`${origin}/api/events?input=%7B%7D`);
    await until(() => started.length === 3);
    expect(started.slice(1).sort()).toEqual(['events', 'stream']);
    expect({ active: admission.active, waiting: admission.waiting }).toEqual({ active: 1, waiting: 0 });
    openGate();
    expect((await first).status).toBe(200);
    expect((await asked).status).toBe(200);
    expect((await byPath).status).toBe(200);
  });

  it('gives a place back while a request waits on another service, and takes one again before it goes on', async () => {
    const app = Fastify({ forceCloseConnections: true });
    apps.push(app);
    const admission = registerAdmission(app, { concurrency: 1, maxWaiting: 10, streamPaths: new Set() });
    let answerPayment: () => void = () => {};
    const events: string[] = [];
    app.post('/api/pay', async (request) => {
      events.push('pay: begun');
      await turnOf(request)!.away(
        () =>
          new Promise<void>((resolve) => {
            answerPayment = resolve;
          }),
      );
      events.push('pay: answered');
      return { paid: true };
    });
    app.get('/api/jobs', async () => {
      events.push('jobs');
      return [];
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    const paying = fetch(`${origin}/api/pay`, { method: 'POST' });
    await until(() => events.length === 1);
    expect(admission.active).toBe(0);
    expect((await fetch(`${origin}/api/jobs`)).status).toBe(200);
    expect(events).toEqual(['pay: begun', 'jobs']);

    answerPayment();
    expect(await (await paying).json()).toEqual({ paid: true });
    expect(events).toEqual(['pay: begun', 'jobs', 'pay: answered']);
    await until(() => admission.active === 0);
  });

  it('gives one place back and takes one back for calls away made at the same time', async () => {
    const app = Fastify();
    apps.push(app);
    const admission = registerAdmission(app, { concurrency: 1, maxWaiting: 10, streamPaths: new Set() });
    app.get('/api/both', async (request) => {
      const turn = turnOf(request)!;
      const during: number[] = [];
      const call = async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        during.push(admission.active);
      };
      await Promise.all([turn.away(call), turn.away(call)]);
      return { during, after: admission.active };
    });
    expect((await app.inject('/api/both')).json()).toEqual({ during: [0, 0], after: 1 });
    await until(() => admission.active === 0);
  });

  it('has no turn for a request that does not take turns', async () => {
    const app = Fastify();
    apps.push(app);
    registerAdmission(app, { concurrency: 1, maxWaiting: 10, streamPaths: new Set() });
    app.get('/api/health', async (request) => ({ turn: turnOf(request) === undefined ? 'none' : 'some' }));
    app.get('/api/jobs', async (request) => ({ turn: turnOf(request) === undefined ? 'none' : 'some' }));
    expect((await app.inject('/api/health')).json()).toEqual({ turn: 'none' });
    expect((await app.inject('/api/jobs')).json()).toEqual({ turn: 'some' });
  });
});

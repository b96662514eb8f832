import { isRedirect } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { queryClient } from '../query-client.ts';
import { currentUserQueryKey } from './current-user.ts';
import { guardRoute } from './route-guard.ts';

const client = { id: 1, name: 'Ada', role: 'client' } as CurrentUser;
const copywriter = { id: 2, name: 'Sam', role: 'copywriter' } as CurrentUser;

// auth.session, answered when the test says so.
let answerSession: (user: CurrentUser | null) => void = () => {};

beforeEach(() => {
  queryClient.clear();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      () =>
        new Promise<Response>((resolve) => {
          answerSession = (user) => resolve(Response.json({ result: { data: user } }));
        }),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function screen(read: () => Promise<unknown>) {
  const besideGuard = vi.fn(read);
  return { besideGuard, matches: [{ staticData: {} }, { staticData: { besideGuard } }] };
}

async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.unreachable('the guard let the user through'),
    (error: unknown) => error,
  );
}

describe('guardRoute', () => {
  it('starts the screen’s reads before the session answers, and hands them to the screen', async () => {
    const { besideGuard, matches } = screen(async () => 'jobs');
    const guarded = guardRoute('client', {
      context: { queryClient, readsSession: true },
      location: { href: '/dashboard' },
      matches,
    });
    expect(besideGuard).toHaveBeenCalledOnce();
    answerSession(client);
    const context = await guarded;
    expect(context.user).toEqual(client);
    expect(await context.readsStarted).toEqual(['jobs']);
  });

  it('sends a visitor to log in with the whole address to come back to', async () => {
    const guarded = guardRoute('admin', {
      context: { queryClient, readsSession: true },
      location: { href: '/admin?tab=emails#top' },
      matches: [],
    });
    answerSession(null);
    const error = await thrown(guarded);
    expect(isRedirect(error)).toBe(true);
    expect(isRedirect(error) && error.options).toMatchObject({
      to: '/login',
      search: { returnTo: '/admin?tab=emails#top' },
      replace: true,
    });
  });

  it('sends someone of another role home, without starting reads their role would be refused', async () => {
    queryClient.setQueryData(currentUserQueryKey, copywriter);
    const { besideGuard, matches } = screen(async () => 'jobs');
    const error = await thrown(
      guardRoute('client', {
        context: { queryClient, readsSession: true },
        location: { href: '/dashboard' },
        matches,
      }),
    );
    expect(isRedirect(error) && error.options).toMatchObject({
      href: '/copywriter-dashboard',
      replace: true,
    });
    expect(besideGuard).not.toHaveBeenCalled();
  });

  it('reads no session for a page rendered for nobody in particular, and sends that visitor to log in', async () => {
    const guarded = guardRoute('client', {
      context: { queryClient, readsSession: false },
      location: { href: '/dashboard' },
      matches: [],
    });
    const error = await thrown(guarded);
    expect(isRedirect(error) && error.options).toMatchObject({ to: '/login' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('handles the screen’s refused reads when the session it did not know sends the reader home', async () => {
    // On the server the session is read while the screen's reads run; someone of another role has them refused,
    // and a rejection nobody handles stops the server (src/server/main.ts).
    const refused = Promise.reject(new Error('Only copywriters can do this'));
    const then = vi.spyOn(refused, 'then');
    // Not a vi.fn, which would handle the rejection itself to record it.
    const matches = [{ staticData: { besideGuard: () => refused } }];
    const guarded = guardRoute('copywriter', {
      context: { queryClient, readsSession: true },
      location: { href: '/copywriter-dashboard' },
      matches,
    });
    answerSession(client);
    expect(isRedirect(await thrown(guarded))).toBe(true);
    expect(then.mock.calls.some(([, onRejected]) => typeof onRejected === 'function')).toBe(true);
    await refused.catch(() => undefined);
  });
});

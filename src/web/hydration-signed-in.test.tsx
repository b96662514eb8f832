// docs/decisions/0009: the server renders the public pages for nobody in particular, and while hydrating a
// component must draw exactly that. The session's answer may already be in the browser's cache when a part of
// the page hydrates (the bar asked for it); a component that drew the account then made React throw the
// server's HTML away (error #418, seen for a copywriter on /pricing). Rendering on the server runs the same
// hydration snapshots (useHydrated is false), so the HTML with a signed-in user in the cache must be the HTML
// without one.
import { createRequestHandler } from '@tanstack/react-router/ssr/server';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../server/web-pages.ts';
import type { Role } from '../shared/constants.ts';
import type { CurrentUser } from '../shared/schemas/auth.ts';
import { App } from './app.tsx';
import { currentUserQueryKey } from './lib/current-user.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

function signedIn(role: Role): CurrentUser {
  return {
    id: 7,
    name: 'Sam Signed-In',
    email: 'sam@example.com',
    role,
    profileImageUrl: null,
    isAuthenticated: true,
    isAdmin: role === 'admin',
    isCopywriter: role === 'copywriter',
    hoursBalance: 3,
    emailVerified: true,
    spelling: 'uk',
    twoFactor: false,
    twoFactorSetupRequired: false,
  };
}

async function htmlWhileHydrating(url: string, user: CurrentUser | undefined): Promise<string> {
  const queryClient = createQueryClient();
  if (user) queryClient.setQueryData(currentUserQueryKey, user);
  const handler = createRequestHandler({
    createRouter: () => createAppRouter({ queryClient, server: true, readsSession: false }),
    request: new Request(new URL(url, 'http://localhost')),
  });
  const response = await handler(async ({ router }) => {
    const html = renderToString(<App router={router} queryClient={queryClient} language="uk" />);
    return new Response(html);
  });
  return response.text();
}

/** The first place the two differ, with some context, rather than two pages in full. */
function firstDifference(actual: string, expected: string): string {
  let at = 0;
  while (at < actual.length && actual[at] === expected[at]) at++;
  return at === actual.length && at === expected.length
    ? 'none'
    : actual.slice(Math.max(0, at - 120), at + 200);
}

describe('a public page hydrates as the server drew it, whoever the browser already knows is signed in', () => {
  for (const url of PRERENDERED_PATHS) {
    it.each(['client', 'copywriter', 'admin'] as const)(`${url} for a %s`, async (role) => {
      const forNobody = await htmlWhileHydrating(url, undefined);
      expect(forNobody).toContain('</main>');
      expect(firstDifference(await htmlWhileHydrating(url, signedIn(role)), forNobody)).toBe('none');
    });
  }
});

// docs/decisions/0043: every screen where people work arrives rendered for its account, so that it paints
// before any script runs, and React then takes that HTML over as it is: no error, and no element redrawn.
import type { Browser, BrowserContext } from '@playwright/test';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { collectErrors, expect, fillLogin, holdRequests, test } from './fixtures.ts';

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
// What a signed-in page starts by itself once it has settled: the bell's read and the live stream.
const SETTLED_READS = String.raw`/trpc/[^?]*\b(?:notifications\.list|chat\.events)\b`;

// When the route's fieldset, disabled in the server's HTML until the route is hydrated, was enabled, and when
// each of those reads was asked for (the stream is an EventSource, the reads go through fetch), in page time.
function watchHydration(pattern: string) {
  const win = window as Window & { routeHydratedAt?: number; settledReads?: number[] };
  const reads: number[] = [];
  win.settledReads = reads;
  const note = (url: unknown) => {
    if (new RegExp(pattern).test(String(url))) reads.push(performance.now());
  };
  const fetchFirst = window.fetch;
  window.fetch = (input, init) => {
    note(input instanceof Request ? input.url : input);
    return fetchFirst(input, init);
  };
  const Source = window.EventSource;
  window.EventSource = class extends Source {
    constructor(url: string | URL, init?: EventSourceInit) {
      super(url, init);
      note(url);
    }
  };
  new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (target.tagName === 'FIELDSET' && !target.hasAttribute('disabled'))
        win.routeHydratedAt ??= performance.now();
    }
  }).observe(document, { attributes: true, attributeFilter: ['disabled'], subtree: true });
}

interface Screen {
  url: string;
  heading: string | RegExp;
  /** The heading's level: the page's own (1) unless the screen's title is a part of it (a conversation). */
  level?: number;
  /** The address the page shows once its script runs, when the server rendered the one the router leads on to. */
  address?: string;
}

async function signedIn(browser: Browser, email: string, home: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  await page.close();
  return context;
}

/** A conversation the signed-in client starts, with a message in it; its id. */
async function startConversation(context: BrowserContext, title: string): Promise<number> {
  const started = await context.request.post('/api/conversations', { data: { title } });
  expect(started.ok()).toBe(true);
  const { id } = (await started.json()) as { id: number };
  const said = await context.request.post(`/api/conversations/${id}/messages`, {
    data: { content: 'Could the rewrite keep our house style?' },
  });
  expect(said.ok()).toBe(true);
  return id;
}

async function checkScreens(browser: Browser, context: BrowserContext, screens: Screen[]) {
  // Without JavaScript: what the HTML alone shows.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await context.cookies());
  const html = await noScript.newPage();
  for (const { url, heading, level = 1 } of screens) {
    await html.goto(url);
    await expect(html.getByRole('heading', { level, name: heading }), url).toBeVisible();
  }
  await noScript.close();

  // With it: the page is on screen before the entry script arrives, and hydration keeps every element.
  for (const { url, heading, level = 1, address } of screens) {
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.addInitScript(watchHydration, SETTLED_READS);
    const scripts: Promise<string>[] = [];
    page.on('response', (answer) => {
      if (new URL(answer.url()).pathname.endsWith('.js')) scripts.push(answer.text());
    });
    const release = await holdRequests(page, ENTRY_SCRIPT);
    const response = await page.goto(url, { waitUntil: 'commit' });
    // The first answer is the page itself: a redirect first would cost a round trip before anything paints.
    expect(response?.request().redirectedFrom()?.url(), `${url} answered without a redirect`).toBeUndefined();
    expect(response?.status(), url).toBe(200);
    const title = page.getByRole('heading', { level, name: heading });
    await expect(title, url).toBeVisible();
    const drawn = await title.elementHandle();
    release();
    if (address) await expect(page, url).toHaveURL(new RegExp(`${address}$`));
    // Hydrated: the bar, a placeholder in the server's HTML, shows the account.
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' }), url).toBeVisible();
    await page.waitForLoadState('load');
    expect(await drawn?.evaluate((element) => element.isConnected), `${url} kept its heading`).toBe(true);
    expect(errors, url).toEqual([]);
    // zod comes with a form's first use, not with the page (docs/decisions/0043).
    const code = await Promise.all(scripts);
    expect(
      code.some((text) => text.includes('ZodError')),
      `${url} loaded zod`,
    ).toBe(false);
    // The bell's read and the stream start once the route is hydrated: an answer arriving while React hydrated
    // the route made it start the route's hydration over (lib/hydration.ts, usePageSettled).
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notifications/ }), url).toBeVisible();
    const readOrder = () =>
      page.evaluate(() => {
        const win = window as Window & { routeHydratedAt?: number; settledReads?: number[] };
        return { hydratedAt: win.routeHydratedAt, reads: win.settledReads ?? [] };
      });
    await expect
      .poll(async () => (await readOrder()).reads.length, `${url} opened the stream`)
      .toBeGreaterThan(0);
    const order = await readOrder();
    expect(order.hydratedAt, `${url} enabled its route's fieldset`).toBeDefined();
    for (const startedAt of order.reads) expect(startedAt, url).toBeGreaterThanOrEqual(order.hydratedAt!);
    await page.close();
  }
}

test('every signed-in screen is in the HTML for its account and hydrates without redrawing', async ({
  browser,
  orm,
  createAccount,
}) => {
  test.setTimeout(180_000);
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved');
  const admin = await createAccount('admin');
  const job = await createJob(orm.em, { client, title: 'A job painted by the server' });

  const clientContext = await signedIn(browser, client.email, '/dashboard');
  const conversation = await startConversation(clientContext, 'About the tone');
  await checkScreens(browser, clientContext, [
    { url: '/dashboard', heading: 'My Dashboard' },
    { url: `/jobs/${job.id}`, heading: 'A job painted by the server' },
    { url: `/chat/${conversation}`, heading: 'About the tone', level: 2 },
    { url: '/account', heading: 'Your account' },
    { url: '/payments', heading: 'Payments' },
  ]);
  await clientContext.close();

  const writerContext = await signedIn(browser, writer.email, '/copywriter-dashboard');
  await checkScreens(browser, writerContext, [
    { url: '/copywriter-dashboard', heading: 'Copywriter Dashboard' },
  ]);
  await writerContext.close();

  const adminContext = await signedIn(browser, admin.email, '/admin');
  await checkScreens(browser, adminContext, [
    { url: '/admin', heading: 'Admin Dashboard' },
    { url: '/blog-management', heading: 'Blog Management' },
    { url: `/admin/users/${client.id}`, heading: client.name },
  ]);
  await adminContext.close();
});

// The chat opens its newest conversation (docs/product.md "Chat"). Its first answer is that conversation and the
// list, rendered for the account: a redirect to it first cost a round trip before anything painted, and
// Lighthouse's cookie did not follow the redirect (issue 31, docs/decisions/0043).
test('the chat arrives as its newest conversation beside the list, with no redirect first', async ({
  browser,
  createAccount,
}) => {
  test.setTimeout(120_000);
  const client = await createAccount('client');
  const context = await signedIn(browser, client.email, '/dashboard');
  await startConversation(context, 'An older question');
  const newest = await startConversation(context, 'About the tone');
  await checkScreens(browser, context, [
    { url: '/chat', heading: 'About the tone', level: 2, address: `/chat/${newest}` },
  ]);

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await context.cookies());
  const html = await noScript.newPage();
  await html.goto('/chat');
  const list = html.getByRole('navigation', { name: 'Conversations' });
  await expect(list.getByRole('link', { name: /An older question/ })).toBeVisible();
  await expect(list.getByRole('link', { name: /About the tone/ })).toBeVisible();
  await noScript.close();
  await context.close();
});

// docs/decisions/0009: the public pages arrive with their content in the HTML, which React then hydrates
// without redrawing it and without a hydration error.
import type { Page } from '@playwright/test';
import { CopywriterProfile } from '../../src/server/db/entities/copywriter-profile.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { publishPost } from './blog-posts.ts';
import { collectErrors, expect, holdRequests, test } from './fixtures.ts';

const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

test('the public pages are in the HTML before any script runs', async ({ browser, orm, createAccount }) => {
  // Eleven pages, each loaded and checked: more than the default time on a busy machine.
  test.setTimeout(90_000);
  const title = 'Why readers can tell an unedited draft';
  const slug = await publishPost(orm, title);
  const copywriter = await createAccount('copywriter');
  const em = orm.em.fork();
  em.create(CopywriterProfile, {
    user: em.getReference(User, copywriter.id),
    status: 'approved',
    specialties: ['seo'],
  });
  await em.flush();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const pages: Array<[string, (page: Page) => Promise<void>]> = [
    [
      '/',
      (p) =>
        expect(
          p.getByRole('heading', { level: 1, name: 'Bring authenticity back to content' }),
        ).toBeVisible(),
    ],
    ['/pricing', (p) => expect(p.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible()],
    [
      '/humanise',
      (p) => expect(p.getByRole('heading', { level: 1, name: 'Humanise your content now' })).toBeVisible(),
    ],
    ['/login', (p) => expect(p.getByLabel('Email')).toBeVisible()],
    ['/signup', (p) => expect(p.getByLabel('Email')).toBeVisible()],
    ['/blog', (p) => expect(p.getByRole('article', { name: title })).toBeVisible()],
    [`/blog/${slug}`, (p) => expect(p.getByRole('heading', { level: 1, name: title })).toBeVisible()],
    // Searched by name: the directory holds more writers than its first page once other specs have run.
    [
      `/copywriters?q=${encodeURIComponent(copywriter.name)}`,
      (p) => expect(p.getByRole('heading', { name: copywriter.name })).toBeVisible(),
    ],
    ['/terms', (p) => expect(p.getByRole('article')).toContainText('England and Wales')],
    ['/privacy', (p) => expect(p.getByRole('article')).toContainText('UK GDPR')],
    ['/contact', (p) => expect(p.getByRole('article')).toContainText('hello@humanise.example')],
  ];
  for (const [url, check] of pages) {
    await page.goto(url);
    await check(page);
    // The bar and the footer come with every page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Humanise AI' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Humanise AI Ltd');
  }
  await context.close();
});

test('the HTML is in the spelling the reader chose', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: 'language', value: 'us', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('banner')).toContainText('Humanize AI');
  await expect(page.getByRole('main').getByRole('link', { name: 'Humanize Now' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page).toHaveTitle('Humanize AI');
  await context.close();
});

test('hydration keeps the server’s HTML and reports no error', async ({ page, orm }) => {
  const title = 'A post that hydrates';
  const slug = await publishPost(orm, title);
  const errors = collectErrors(page);
  // Seven pages, each held, hydrated and switched twice: more than the default time on a busy machine.
  test.setTimeout(90_000);
  for (const url of ['/', `/blog/${slug}`, '/login', '/copywriters', '/terms', '/privacy', '/contact']) {
    // The entry script waits until the server's HTML is on screen and marked.
    const release = await holdRequests(page, ENTRY_SCRIPT);
    await page.goto(url, { waitUntil: 'commit' });
    const main = await page.waitForSelector('#root main');
    release();
    // Hydrated: the bar shows the visitor's actions, which the server's HTML leaves to the browser; then the
    // spelling switch answers, which only React's handlers do.
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();
    await banner.getByLabel('Spelling').selectOption('us');
    await expect(banner.getByRole('link', { name: 'Humanize Now' })).toBeVisible();
    await banner.getByLabel('Spelling').selectOption('uk');
    await expect(banner.getByRole('link', { name: 'Humanise Now' })).toBeVisible();
    // A mismatch would have made React draw the page afresh, in new elements.
    expect(await main.evaluate((element) => element.isConnected)).toBe(true);
    await page.unroute(ENTRY_SCRIPT);
  }
  expect(errors).toEqual([]);
});

// docs/decisions/0009: a page without data shows and hydrates without the tRPC client and zod, which load when a
// form is first used. Each leaves a name of its own in the code it ships.
test('the pages without data load neither the tRPC client nor zod until a form is used', async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) scripts.push(response.text());
  });
  const loaded = async (name: string) => (await Promise.all(scripts)).some((code) => code.includes(name));
  for (const url of ['/', '/pricing', '/humanise', '/signup', '/login']) {
    scripts.length = 0;
    await page.goto(url);
    // Hydrated: the bar shows the visitor's actions, which the server's HTML leaves to the browser.
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await loaded('TRPCClientError'), `${url} loaded the tRPC client`).toBe(false);
    expect(await loaded('ZodError'), `${url} loaded zod`).toBe(false);
    // Stripe's loader names its own host; it comes with the Stripe checkout's lazy chunk alone.
    expect(await loaded('js.stripe.com'), `${url} loaded Stripe`).toBe(false);
  }

  // The login form still checks what was typed, with the schema it loads on first use.
  scripts.length = 0;
  await page.getByRole('main').getByLabel('Email').fill('not an email');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  expect(await loaded('ZodError')).toBe(true);
});

// docs/decisions/0013: the client's dashboard arrives rendered for its account, and hydrates without redrawing.
test('the client dashboard is in the HTML for its account and hydrates without an error', async ({
  browser,
  page,
  login,
}) => {
  await login({ role: 'client' });
  const created = await page.request.post('/api/jobs', {
    data: {
      contentTopic: 'A job drawn by the server',
      aiContent: 'Readers can tell when nobody checked the text. '.repeat(4),
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  expect(created.ok()).toBe(true);
  const card = (p: Page) => p.getByRole('article', { name: 'A job drawn by the server' });

  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(await page.context().cookies());
  const html = await noScript.newPage();
  await html.goto('/dashboard');
  await expect(html.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
  await expect(card(html)).toBeVisible();
  await noScript.close();

  const errors = collectErrors(page);
  const release = await holdRequests(page, ENTRY_SCRIPT);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  const main = await page.waitForSelector('#root main article');
  release();
  // Hydrated: the bar shows the account's own links, which the server's HTML leaves to the browser, and the
  // card's buttons answer.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('dialog', { name: 'Submit Feedback' })).toBeVisible();
  expect(await main.evaluate((element) => element.isConnected)).toBe(true);
  await expect(card(page)).toBeVisible();
  expect(errors).toEqual([]);
});

// Accessibility in Chromium: axe-core audits every page of the web app for each role that can see it (a
// visitor, a client, an approved copywriter, a copywriter whose application waits, an admin), in the states
// that matter (a job with quotes, dialogs open, each tab of the dashboards). No serious or critical violation
// is allowed, nor a skipped heading level. Each page's title names where the reader is, distinct from every
// other page's: "Pricing | Humanise AI", the brand alone on the home page. Also the skip link, the chat's
// message log reached by keyboard, and focus on the first invalid field after a failed submit.
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { createCopywriter, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test } from './fixtures.ts';

const BRAND = 'Humanise AI';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
// Moderate in axe's scale, but asked for all the same: a screen reader user navigates by headings.
const ALSO_REFUSED = new Set(['heading-order']);

/** Each page's title, by page (not by role: /account is the same page for everyone). */
const titles = new Map<string, string>();

interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Audits the page as it is now, failing the test on a serious or critical violation or a skipped heading. */
async function audit(page: Page, label: string): Promise<void> {
  // Hydrated: until then a server-rendered page sits in a disabled fieldset (components/hydrated-fieldset.tsx),
  // whose greyed labels axe reads as low contrast (it does not count them as disabled controls).
  await expect(page.locator('fieldset:disabled')).toHaveCount(0, { timeout: 30_000 });
  // Transitions finished: a dialog fading in is half transparent, which axe would read as low contrast.
  await page.waitForTimeout(250);
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const findings: Finding[] = results.violations
    .filter(
      (violation) =>
        violation.impact === 'serious' || violation.impact === 'critical' || ALSO_REFUSED.has(violation.id),
    )
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes
        .slice(0, 5)
        .map((node) => `${node.html.slice(0, 600)} :: ${node.failureSummary?.split('\n').at(-1)}`),
    }));
  expect.soft(findings, `axe on ${label}`).toEqual([]);
}

/** Opens a page, checks its title, and audits it. */
async function visit(
  page: Page,
  url: string,
  options: { page: string; ready: (page: Page) => Promise<void> },
) {
  await page.goto(url);
  await options.ready(page);
  await expectTitle(page, options.page);
  await audit(page, `${options.page} (${url})`);
}

async function expectTitle(page: Page, name: string) {
  // The title follows the route once the page has loaded: wait for it to leave the app shell's brand alone.
  if (name !== 'home') await expect(page).not.toHaveTitle(BRAND, { timeout: 30_000 });
  const title = await page.title();
  const known = titles.get(name);
  if (known) expect(title, `the title of ${name}`).toBe(known);
  else titles.set(name, title);
  if (name === 'home') expect(title).toBe(BRAND);
  else expect(title, `the title of ${name}`).toMatch(new RegExp(`^\\S.{2,} \\| ${BRAND}$`));
}

const heading = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { name, level: 1 }).first()).toBeVisible({ timeout: 30_000 });
};

async function signIn(page: Page, email: string) {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
}

async function personAt(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email);
  return page;
}

async function openTab(page: Page, name: string | RegExp, label: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await audit(page, label);
}

async function openDialog(
  page: Page,
  button: ReturnType<Page['getByRole']>,
  name: string | RegExp,
  label: string,
) {
  await button.click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await audit(page, label);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** A client's job with a copywriter's quote, a conversation with a message, and a receipt for hours bought. */
async function marketplace(
  page: Page,
  browser: Browser,
  client: { email: string },
  writer: { email: string },
) {
  await signIn(page, client.email);
  const jobTitle = `Bakery blog post ${Date.now()}`;
  const submitted = await page.request.post('/api/jobs', {
    data: {
      contentTopic: jobTitle,
      aiContent: 'Small bakeries that write about their bread every week win loyal customers over time.',
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  expect(submitted.ok()).toBe(true);
  const jobId = (await submitted.json()).id as number;
  const writerPage = await personAt(browser, writer.email);
  const quoted = await writerPage.request.post(`/api/copywriter/submit-quote/${jobId}`, {
    data: { estimatedHours: null, fixedPrice: 90, quoteMessage: 'Happy to help with the bakery post.' },
  });
  expect(quoted.ok()).toBe(true);
  await writerPage.context().close();

  const conversation = await page.request.post('/api/conversations', { data: { title: 'About my order' } });
  expect(conversation.ok()).toBe(true);
  const conversationId = (await conversation.json()).id as number;
  const message = await page.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { content: 'Hello, when could you start?' },
  });
  expect(message.ok()).toBe(true);

  const started = await page.request.post('/api/payments/create-payment-intent', {
    data: { packageId: (await (await page.request.get('/api/payments/packages')).json())[0].id },
  });
  const { paymentIntentId } = await started.json();
  expect((await page.request.post('/api/simulate-payment-success', { data: { paymentIntentId } })).ok()).toBe(
    true,
  );
  const history = (await (await page.request.get('/api/payments/history')).json()) as Array<{ id: number }>;
  return { jobId, jobTitle, conversationId, receiptId: history[0]!.id };
}

test('a visitor: every public page', async ({ page, browser, createAccount }) => {
  test.setTimeout(300_000);
  // A published post, as an admin writes it, for the blog and its post page.
  const admin = await personAt(browser, (await createAccount('admin')).email);
  const slug = `reading-aloud-${Date.now()}`;
  const created = await admin.request.post('/api/blog/posts', {
    data: {
      title: 'Why reading aloud helps',
      slug,
      content: '## Read it aloud\n\nA draft read aloud shows where it stumbles.',
      excerpt: 'A draft read aloud shows where it stumbles.',
      published: true,
    },
  });
  expect(created.ok()).toBe(true);
  await admin.context().close();

  await visit(page, '/', { page: 'home', ready: heading(/./) });
  await visit(page, '/pricing', { page: 'pricing', ready: heading(/./) });
  await visit(page, '/humanise', { page: 'humanise', ready: heading(/./) });
  await visit(page, '/login', { page: 'login', ready: heading(/./) });
  await visit(page, '/signup', { page: 'signup', ready: heading(/./) });
  await visit(page, '/forgot-password', { page: 'forgot-password', ready: heading(/./) });
  await visit(page, '/reset-password?token=not-a-real-token', {
    page: 'reset-password',
    ready: heading(/./),
  });
  await visit(page, '/verify-email?token=not-a-real-token', { page: 'verify-email', ready: heading(/./) });
  await visit(page, '/unsubscribe?token=not-a-real-token', { page: 'unsubscribe', ready: heading(/./) });
  await visit(page, '/blog', { page: 'blog', ready: heading(/./) });
  await visit(page, `/blog/${slug}`, { page: 'blog-post', ready: heading('Why reading aloud helps') });
  expect(await page.title()).toBe(`Why reading aloud helps | ${BRAND}`);
  await visit(page, '/copywriters', { page: 'copywriters', ready: heading(/./) });
  await visit(page, '/chat', { page: 'chat', ready: heading(/./) });
  await visit(page, '/no-such-page', { page: 'not-found', ready: heading(/./) });
  expect(await page.title()).toBe(`Page not found | ${BRAND}`);
});

test('a client: dashboard, job page with quotes, payment dialog, chat, payments, account', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  test.setTimeout(300_000);
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved', { name: `Quoting Quinn ${Date.now()}` });
  const { jobId, jobTitle, conversationId, receiptId } = await marketplace(page, browser, client, writer);

  await visit(page, '/dashboard', { page: 'dashboard', ready: heading(/./) });
  const card = page.getByRole('article', { name: jobTitle });
  await openDialog(page, card.getByRole('button', { name: /Accept and Pay/ }), /Pay/, 'the payment dialog');

  await visit(page, `/jobs/${jobId}`, { page: `job ${jobId}`, ready: heading(jobTitle) });
  expect(await page.title()).toBe(`${jobTitle} | ${BRAND}`);

  await visit(page, `/chat/${conversationId}`, { page: 'conversation', ready: heading(/./) });
  await openDialog(
    page,
    page.getByRole('button', { name: 'New', exact: true }).first(),
    'New conversation',
    'the new conversation dialog',
  );
  await visit(page, '/payments', { page: 'payments', ready: heading(/./) });
  await visit(page, `/payments/${receiptId}`, { page: 'receipt', ready: heading(/./) });
  // The checkout of a package chosen on the pricing page (without one, it sends the client back there).
  await visit(page, '/pricing', { page: 'pricing', ready: heading(/./) });
  await page
    .getByRole('button', { name: /^Buy the/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  await heading(/./)(page);
  // Reached inside the app, the title changes once the new route has rendered: wait for it to leave Pricing's.
  await expect(page).not.toHaveTitle(titles.get('pricing')!);
  await expectTitle(page, 'checkout');
  await audit(page, 'the checkout');
  await visit(page, '/account', { page: 'account', ready: heading(/./) });
  await visit(page, '/apply-as-copywriter', { page: 'apply', ready: heading(/./) });
  await visit(page, '/pricing', { page: 'pricing', ready: heading(/./) });
  await visit(page, '/humanise', { page: 'humanise', ready: heading(/./) });
});

test('an approved copywriter: every tab of the dashboard, the quote form, a job, the chat', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  test.setTimeout(300_000);
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved', { name: `Writing Wren ${Date.now()}` });
  const other = await createCopywriter(orm.em, 'approved');
  // The job has a quote from someone else: this copywriter still sees it open, and quotes.
  const { jobId, jobTitle } = await marketplace(page, browser, client, other);
  await page.context().clearCookies();
  await signIn(page, writer.email);

  await visit(page, '/copywriter-dashboard', { page: 'copywriter-dashboard', ready: heading(/./) });
  const card = page.getByRole('article', { name: jobTitle });
  await card.getByRole('button', { name: 'Provide Quote' }).click();
  await expect(card.getByRole('button', { name: 'Submit Quote' })).toBeVisible();
  await audit(page, 'the quote form');
  await openTab(page, /Active Jobs/, 'the Active tab');
  await openTab(page, 'Completed', 'the Completed tab');
  await openTab(page, 'Profile', 'the Profile tab');

  await visit(page, `/jobs/${jobId}`, { page: `job ${jobId}`, ready: heading(jobTitle) });
  // The client's conversation is open to approved copywriters: /chat opens it.
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await heading(/./)(page);
  await expectTitle(page, 'conversation');
  await audit(page, 'the chat as a copywriter');
  await visit(page, '/account', { page: 'account', ready: heading(/./) });
  await visit(page, '/copywriters', { page: 'copywriters', ready: heading(/./) });
  // The copywriter's own public page.
  await page
    .getByRole('main')
    .getByRole('link', { name: /View profile of Writing Wren/ })
    .click();
  await heading(/Writing Wren/)(page);
  await expectTitle(page, 'copywriter-profile');
  expect(await page.title()).toBe(`${writer.name} | ${BRAND}`);
  await audit(page, 'a copywriter’s public page');
});

test('a copywriter whose application waits: the dashboard, the account, the chat', async ({ page, orm }) => {
  test.setTimeout(120_000);
  const pending = await createCopywriter(orm.em, 'pending');
  await signIn(page, pending.email);
  await visit(page, '/copywriter-dashboard', { page: 'copywriter-dashboard', ready: heading(/./) });
  await visit(page, '/account', { page: 'account', ready: heading(/./) });
  await visit(page, '/chat', { page: 'chat', ready: heading(/./) });
});

test('an admin: every tab of the dashboard, a job, the blog management and its dialogs', async ({
  page,
  browser,
  orm,
  createAccount,
}) => {
  test.setTimeout(300_000);
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved');
  await createCopywriter(orm.em, 'pending');
  const { jobId, jobTitle } = await marketplace(page, browser, client, writer);
  await page.context().clearCookies();
  await signIn(page, (await createAccount('admin')).email);

  await visit(page, '/admin', { page: 'admin', ready: heading(/./) });
  await openTab(page, /Copywriters/, 'the admin’s Copywriters tab');
  await openTab(page, /Emails/, 'the admin’s Emails tab');
  await openTab(page, /Jobs/, 'the admin’s Jobs tab');

  await visit(page, `/jobs/${jobId}`, { page: `job ${jobId}`, ready: heading(jobTitle) });
  await visit(page, '/blog-management', { page: 'blog-management', ready: heading(/./) });
  await openDialog(page, page.getByRole('button', { name: 'New Post' }), /post/i, 'the new post dialog');
  await openTab(page, /Categories/, 'the Categories tab');
  await visit(page, '/account', { page: 'account', ready: heading(/./) });
});

test('every page’s title is its own', async () => {
  test.skip(titles.size === 0, 'runs after the pages above');
  const byTitle = new Map<string, string[]>();
  for (const [name, title] of titles) {
    // A job's and a post's titles are their own names; the rest must differ from each other.
    byTitle.set(title, [...(byTitle.get(title) ?? []), name]);
  }
  const shared = [...byTitle.entries()].filter(([, names]) => names.length > 1);
  expect(shared).toEqual([]);
});

test('the skip link is the first stop of the keyboard and moves it to the main content', async ({ page }) => {
  await page.goto('/pricing');
  // Hydrated: the spelling switch is enabled then.
  await expect(page.getByRole('combobox', { name: 'Spelling' })).toBeEnabled({ timeout: 30_000 });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab lands inside the page's content, past the navigation bar.
  await page.keyboard.press('Tab');
  const focusedInMain = await page.evaluate(
    () => document.querySelector('main')?.contains(document.activeElement) ?? false,
  );
  expect(focusedInMain).toBe(true);
});

test('the chat’s messages are a log the keyboard reaches', async ({ page, createAccount }) => {
  const client = await createAccount('client');
  await signIn(page, client.email);
  const conversation = await page.request.post('/api/conversations', { data: { title: 'Keyboard only' } });
  const id = (await conversation.json()).id as number;
  await page.request.post(`/api/conversations/${id}/messages`, { data: { content: 'Reached by keyboard' } });
  await page.goto(`/chat/${id}`);
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log).toContainText('Reached by keyboard', { timeout: 30_000 });
  await expect(log).toHaveAttribute('tabindex', '0');
  await log.focus();
  await expect(log).toBeFocused();
});

test('a failed submit moves focus to the first field in error', async ({ page }) => {
  // Everything empty: the first field of the form.
  await page.goto('/signup');
  const name = page.getByLabel('Full name');
  await expect(name).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(name).toBeFocused();
  // The error messages are read as well as seen: dark enough, tied to their fields.
  await audit(page, 'the signup form with its errors');

  // A good email and no password: the password, not the first field.
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeEnabled({ timeout: 30_000 });
  await page.getByLabel('Email').fill('someone@example.com');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByLabel('Password')).toBeFocused();
});

test('the titles are in the reader’s spelling', async ({ browser }) => {
  const context = await browser.newContext();
  await context.addCookies([{ name: 'language', value: 'us', url: test.info().project.use.baseURL! }]);
  const page = await context.newPage();
  // The server writes it into the HTML, before any script runs.
  const html = await (await page.request.get('/humanise')).text();
  expect(html).toContain('<title>Humanize your content | Humanize AI</title>');
  // A page the server renders per request with its data says the same.
  const directory = await (await page.request.get('/copywriters')).text();
  expect(directory).toContain('<title>Our copywriters | Humanize AI</title>');
  await page.goto('/pricing');
  await expect(page).toHaveTitle('Pricing | Humanize AI');
  await context.close();
});

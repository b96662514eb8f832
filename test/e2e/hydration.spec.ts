// docs/decisions/0009 and 0013: a page the server rendered is taken over by React as it is, whoever is signed
// in. A component that rendered otherwise for a signed-in reader while hydrating made React throw the server's
// HTML away (error #418) and draw the page again: on /humanise, what a client had started typing was lost and
// the focus went to <main>.
import type { Browser, Page } from '@playwright/test';
import type { Role } from '../../src/shared/constants.ts';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { publishPost } from './blog-posts.ts';
import { expect, fillLogin, test } from './fixtures.ts';

// React's production errors name a hydration failure by number: #418 (the HTML differs), #419 (a boundary
// fell back to the client), #423 (the tree was drawn afresh), #425 (text differs); in development, by name.
const HYDRATION_ERROR = /hydrat|#41[89]\b|#42[0-5]\b/i;

/** Every hydration error the page reports, in the console or uncaught. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(`${error.message}\n${error.stack ?? ''}`)) errors.push(error.message);
  });
  return errors;
}

async function signedInPage(browser: Browser, email: string, home: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  return page;
}

// Short, so that ten loads typed key by key fit the test's time on a busy machine.
const DRAFT = 'Typed at once';

test('a signed-in client who types into /humanise the moment it shows keeps every key, ten loads in ten', async ({
  page,
  login,
}) => {
  test.setTimeout(240_000);
  await login({ role: 'client' });
  const errors = hydrationErrors(page);
  for (let load = 1; load <= 10; load += 1) {
    // A tab of its own each time: the tab keeps its draft (submission-draft.ts), which would come back.
    const tab = await page.context().newPage();
    const tabErrors = hydrationErrors(tab);
    await tab.goto('/humanise', { waitUntil: 'commit' });
    const content = tab.getByLabel('AI-generated content');
    // The click waits only until the field takes input (docs/decisions/0009: disabled until hydrated).
    await content.click();
    const typed = `${DRAFT} (${load})`;
    await tab.keyboard.type(typed);
    await expect(content, `load ${load}`).toHaveValue(typed);
    await expect(content, `load ${load}`).toBeFocused();
    // Signed in: the bar shows the account once the session is read, after which nothing redraws the form.
    await expect(tab.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
    await tab.waitForLoadState('load');
    await expect(content, `load ${load}`).toHaveValue(typed);
    await expect(content, `load ${load}`).toBeFocused();
    expect(tabErrors, `load ${load}`).toEqual([]);
    await tab.close();
  }
  expect(errors).toEqual([]);
});

test('no page reports a hydration error, signed out or signed in as any role', async ({
  browser,
  orm,
  createAccount,
}) => {
  test.setTimeout(600_000);
  const client = await createAccount('client');
  const writer = await createCopywriter(orm.em, 'approved');
  const job = await createJob(orm.em, { client, title: `Hydration ${Date.now()}` });
  const slug = await publishPost(orm, 'A post read by everyone');
  const publicPages = [
    '/',
    '/pricing',
    '/humanise',
    '/blog',
    `/blog/${slug}`,
    '/copywriters',
    `/copywriters/${writer.id}`,
    '/terms',
    '/privacy',
    '/contact',
    '/chat',
    '/forgot-password',
    '/reset-password?token=unknown',
    '/verify-email?token=unknown',
    '/no-such-page',
  ];
  const visits: Array<{ who: Role | 'visitor'; email?: string; home?: string; pages: string[] }> = [
    { who: 'visitor', pages: [...publicPages, '/login', '/signup'] },
    {
      who: 'client',
      email: client.email,
      home: '/dashboard',
      pages: [...publicPages, '/dashboard', `/jobs/${job.id}`, '/payments', '/account', '/admin'],
    },
    {
      who: 'copywriter',
      email: writer.email,
      home: '/copywriter-dashboard',
      pages: [...publicPages, '/copywriter-dashboard', `/jobs/${job.id}`, '/account', '/blog-management'],
    },
    {
      who: 'admin',
      email: (await createAccount('admin')).email,
      home: '/admin',
      pages: [...publicPages, '/admin', '/blog-management', `/jobs/${job.id}`, '/dashboard'],
    },
  ];
  for (const { who, email, home, pages } of visits) {
    const page =
      email && home ? await signedInPage(browser, email, home) : await (await browser.newContext()).newPage();
    for (const url of pages) {
      const errors = hydrationErrors(page);
      await page.goto(url);
      // Hydrated: the bar, a placeholder in the server's HTML, shows who is signed in.
      const banner = page.getByRole('banner');
      await expect(
        banner.getByRole(email ? 'button' : 'link', { name: email ? 'Log out' : 'Log in' }),
      ).toBeVisible();
      await page.waitForLoadState('load');
      expect(errors, `${who} on ${url}`).toEqual([]);
      page.removeAllListeners('console');
      page.removeAllListeners('pageerror');
    }
    await page.context().close();
  }
});

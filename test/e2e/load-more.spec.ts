// The dashboards page through their lists (docs/product.md "Limits"): 50 jobs first, then
// 'Load more' until there are no more.
import type { Page } from '@playwright/test';
import { CopywriterProfile } from '../../src/server/db/entities/copywriter-profile.ts';
import type { User } from '../../src/server/db/entities/user.ts';
import { createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test } from './fixtures.ts';

const JOBS = 55;
// Signed in through the API (the page's own cookies): these tests are about the lists, not the login form.
async function signIn(page: Page, user: User) {
  const response = await page.request.post('/api/auth/login', {
    data: { email: user.email, password: DEFAULT_PASSWORD },
  });
  expect(response.status()).toBe(200);
}

const cards = (page: Page) => page.locator('main article[aria-labelledby^="job-"]');

test('the client dashboard shows 50 jobs, then the older ones on Load older jobs', async ({
  page,
  createAccount,
  orm,
}) => {
  const client = await createAccount('client');
  await signIn(page, client);
  for (let i = 0; i < JOBS; i += 1) await createJob(orm.em, { client, title: `Paged job ${i}` });
  await page.goto('/dashboard');
  await expect(cards(page)).toHaveCount(50);
  await expect(page.getByRole('heading', { name: 'Paged job 54' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Paged job 0', exact: true })).toHaveCount(0);

  await page.getByRole('button', { name: 'Load older jobs' }).click();
  await expect(cards(page)).toHaveCount(JOBS);
  await expect(page.getByRole('heading', { name: 'Paged job 0', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load older jobs' })).toHaveCount(0);
});

test("the copywriter's tabs page through their jobs", async ({ page, createAccount, orm }) => {
  const copywriter = await createAccount('copywriter');
  await signIn(page, copywriter);
  // A new copywriter has no profile yet: an approved one makes the lists theirs to read.
  const em = orm.em.fork();
  em.create(CopywriterProfile, {
    user: copywriter.id,
    status: 'approved',
    specialties: ['seo'],
    experience: 'Years of editing.',
    sampleContent: 'A sample. '.repeat(40),
    availability: 'Weekdays',
    rates: '£75 an hour',
  });
  await em.flush();
  for (let i = 0; i < JOBS; i += 1) {
    await createJob(orm.em, { client: null, status: 'in_progress', copywriter, title: `Active job ${i}` });
  }
  await page.goto('/copywriter-dashboard');
  await page.getByRole('tab', { name: /Active Jobs/ }).click();
  await expect(page.getByRole('tab', { name: /Active Jobs/ })).toContainText('50+');
  const panel = page.getByRole('tabpanel', { name: /Active Jobs/ });
  await expect(panel.locator('article')).toHaveCount(50);
  await panel.getByRole('button', { name: 'Load more jobs' }).click();
  await expect(panel.locator('article')).toHaveCount(JOBS);
  await expect(panel.getByRole('button', { name: 'Load more jobs' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Active Jobs/ })).not.toContainText('+');
});

test("the admin's job list pages through every job", async ({ page, createAccount, orm }) => {
  await signIn(page, await createAccount('admin'));
  for (let i = 0; i < JOBS; i += 1) await createJob(orm.em, { client: null, title: `Admin paged job ${i}` });
  await page.goto('/admin');
  const all = page.getByRole('tabpanel', { name: /All/ });
  await expect(all.locator('article')).toHaveCount(50);
  await all.getByRole('button', { name: 'Load older jobs' }).click();
  await expect.poll(() => all.locator('article').count()).toBeGreaterThan(50);
});

// A visitor finds a writer in the directory, reads their profile and asks them for a quote; the invitation
// survives a detour to log in, and the writer is told in the bell and finds the job first, marked as theirs.
import type { MikroORM } from '@mikro-orm/postgresql';
import { CopywriterProfile } from '../../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../../src/server/db/entities/job.ts';
import type { User } from '../../src/server/db/entities/user.ts';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';

const DRAFT =
  'Our family bakery in Leeds bakes sourdough every morning with flour milled ten miles away, and we would love a page that says so warmly.';

async function writerWithReview(orm: MikroORM, name: string): Promise<User> {
  const writer = await createCopywriter(orm.em, 'approved', { name, specialties: ['marketing'] });
  await orm.em.fork().nativeUpdate(
    CopywriterProfile,
    { user: writer.id },
    {
      bio: 'I turn stiff AI drafts into copy that sounds like a person wrote it.',
      portfolio: 'https://wren.example/work',
    },
  );
  const reviewer = await createUser(orm.em, { name: 'Hattie Reviewer' });
  const job = await createJob(orm.em, { client: reviewer, copywriter: writer, status: 'completed' });
  await orm.em
    .fork()
    .nativeUpdate(
      Job,
      { id: job.id },
      { rating: 5, review: 'Warm, quick and spot on.', ratedAt: new Date() },
    );
  return writer;
}

test('directory → profile → ask this writer for a quote → the writer is told and sees the job first', async ({
  page,
  browser,
  orm,
}) => {
  // Three accounts and two browsers on a shared machine.
  test.setTimeout(180_000);
  const name = `Wren Writer ${Date.now()}`;
  const writer = await writerWithReview(orm, name);
  const client = await createUser(orm.em);

  // The directory's card leads to the profile.
  await page.goto('/copywriters');
  await page.getByLabel('Search copywriters').fill(name);
  const card = page.getByRole('article', { name });
  await card.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/copywriters/${writer.id}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('I turn stiff AI drafts')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Rated 5.0 out of 5' }).first()).toBeVisible();
  await expect(page.getByText('1 completed job')).toBeVisible();
  await expect(page.getByRole('link', { name: 'View portfolio' })).toHaveAttribute(
    'href',
    'https://wren.example/work',
  );
  await expect(page.getByText('Warm, quick and spot on.')).toBeVisible();
  await expect(page.getByText(/^Hattie, /)).toBeVisible();
  await expect(page.getByText('Reviewer')).toHaveCount(0);

  // Asking for a quote opens the form with the writer named.
  await page.getByRole('link', { name: 'Ask this writer for a quote' }).click();
  await expect(page).toHaveURL(new RegExp(`/humanise\\?writer=${writer.id}$`));
  const invitation = page.getByRole('status', { name: 'Invited writer' });
  await expect(invitation).toContainText(`Asking ${name} for a quote`);

  // A detour to log in keeps it, as it keeps the rest of the draft.
  await page.getByLabel('Content topic').fill('Our bakery’s story');
  await fillLogin(page, client.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/humanise');
  await expect(page.getByLabel('Content topic')).toHaveValue('Our bakery’s story');
  await expect(invitation).toContainText(`Asking ${name} for a quote`);
  await page.getByLabel('AI-generated content').fill(DRAFT);
  await page.getByRole('button', { name: 'Submit Content' }).click();
  await expect(toast(page, 'Content submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  const job = await orm.em.fork().findOneOrFail(Job, { title: 'Our bakery’s story' });
  expect(job.invitedCopywriter?.id).toBe(writer.id);
  // A newer open job, which newest-first would put on top: the invited one still comes first for the writer.
  await createJob(orm.em, { client, title: `A newer job ${Date.now()}` });

  // The writer's bell has the invitation, and the job is first among their available jobs, marked.
  const writerPage = await (await browser.newContext()).newPage();
  await fillLogin(writerPage, writer.email, DEFAULT_PASSWORD);
  await expect(writerPage).toHaveURL(/\/copywriter-dashboard$/, { timeout: 30_000 });
  const bell = writerPage.getByRole('banner').getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  const first = writerPage.getByRole('article').first();
  await expect(first).toHaveAccessibleName('Our bakery’s story');
  await expect(first.getByText('Invited you')).toBeVisible();
  await expect(writerPage.getByText('Invited you')).toHaveCount(1);
  await bell.click();
  const item = writerPage.getByRole('dialog', { name: 'Notifications' }).getByRole('link', {
    name: /Asked for your quote/,
  });
  await expect(item).toContainText('Our bakery’s story');
  await item.click();
  await expect(writerPage).toHaveURL(new RegExp(`/jobs/${job.id}$`));
});

test('an unknown writer’s profile says so, with a 404', async ({ page }) => {
  const response = await page.goto('/copywriters/2000000');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'This copywriter is not in our directory' })).toBeVisible();
});

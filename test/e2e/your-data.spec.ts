// "Your data" on /account in Chromium: the export saved as a file, and the account deleted with its password,
// after which it cannot log in again.
import { readFile } from 'node:fs/promises';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';

test('downloads everything the account holds as a JSON file', async ({ page, login, orm }) => {
  const user = await login({ role: 'client' });
  await createJob(orm.em, { client: user, title: 'A post about export' });
  await page.goto('/account');
  const yourData = page.getByRole('region', { name: 'Your data' });
  await expect(yourData).toContainText('as a JSON file');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData.getByRole('link', { name: 'Download your data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^humanise-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as {
    profile: { email: string; name: string };
    jobsAsClient: { title: string }[];
  };
  expect(data.profile).toMatchObject({ email: user.email, name: user.name });
  expect(data.jobsAsClient.map((job) => job.title)).toEqual(['A post about export']);
  // The page is still the account page, still signed in.
  await expect(page).toHaveURL(/\/account$/);
});

test('deletes the account with its password, after which it cannot log in', async ({ page, login, orm }) => {
  const user = await login({ role: 'client' });
  // A paid job under way stays for its copywriter; the account's name on it changes.
  await createJob(orm.em, {
    client: user,
    copywriter: await createCopywriter(orm.em),
    status: 'in_progress',
  });
  await page.goto('/account');

  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete your account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone');
  await expect(dialog).toContainText('What is erased');
  await expect(dialog).toContainText('Paid jobs and their payments');
  await expect(dialog).toContainText('Deleted user');

  // Cancelled, nothing happens.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete your account' })
    .click();

  // A wrong password is refused at its field.
  await dialog.getByLabel('Your password').fill('not my password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(dialog.getByText('Your current password is not correct')).toBeVisible();
  await expect(page).toHaveURL(/\/account$/);

  await dialog.getByLabel('Your password').fill(DEFAULT_PASSWORD);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(toast(page, 'Your account has been deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  const banner = page.getByRole('banner');
  await expect(banner).not.toContainText(user.name);
  await expect(banner.getByRole('link', { name: 'Log in' })).toBeVisible();

  // The signed-in pages are closed to the old session, and the email and password open nothing.
  await page.goto('/account');
  await expect(page).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await expect(toast(page, 'Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

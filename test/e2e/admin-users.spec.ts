// The admin's desk (docs/decisions/0038): an admin finds a user by email, opens their page and suspends them
// with a reason; the user's tab open in another browser is signed out at once, and the Audit tab shows the
// suspension.
import { createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = 'test-results/admin-users';

// Two browsers signing in one after the other: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 180_000 });

test('suspends a user found by email, signs their open tab out, and logs it', async ({
  page,
  browser,
  login,
  createAccount,
  orm,
}) => {
  const user = await createAccount('copywriter');
  const client = await createAccount('client');
  await createJob(orm.em, { client, copywriter: user, status: 'in_progress', title: 'Spring newsletter' });
  await createJob(orm.em, { client, title: 'Product launch page' });

  // The user's own tab, signed in first.
  const theirs = await (await browser.newContext()).newPage();
  await fillLogin(theirs, user.email, DEFAULT_PASSWORD);
  await expect(theirs).toHaveURL(/\/copywriter-dashboard$/);

  await login({ role: 'admin' });
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Users' }).click();
  await typeKeys(page.getByRole('searchbox', { name: 'Search' }), user.email);
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('row')).toHaveCount(2);
  await expect(users.getByRole('link', { name: user.name })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).clear();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.getByRole(width === 390 ? 'list' : 'table', { name: 'Users' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/users-tab-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await typeKeys(page.getByRole('searchbox', { name: 'Search' }), user.email);
  await expect(users.getByRole('row')).toHaveCount(2);
  await users.getByRole('link', { name: user.name }).click();

  await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: user.name })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Jobs' }).getByText('Spring newsletter')).toBeVisible();

  await page.getByRole('button', { name: 'Suspend' }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${user.name}?` });
  // No reason, no suspension.
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(dialog.getByText('Give a reason for the suspension')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Reason' })
    .pressSequentially('Samples copied from another writer');
  await dialog.getByRole('button', { name: 'Suspend account' }).click();
  await expect(toast(page, 'Account suspended')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Reason: Samples copied from another writer')).toBeVisible();
  const trail = page.getByRole('list', { name: 'Audit trail' });
  await expect(trail.getByText('Account suspended')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Unsuspend' })).toBeVisible();

  // Their open tab is signed out without a click of theirs.
  await expect(theirs).toHaveURL(/\/$/, { timeout: 15_000 });
  await expect(toast(theirs, 'You have been signed out')).toBeVisible();
  await expect(theirs.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
  // And their login is refused with the reason the product gives.
  await fillLogin(theirs, user.email, DEFAULT_PASSWORD);
  await expect(toast(theirs, 'This account is suspended')).toBeVisible();

  await page.reload();
  await expect(trail.getByText('Suspended login refused')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/user-page-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Audit tab, narrowed to the account picked by name.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Audit' }).click();
  const log = page.getByRole('list', { name: 'Audit log' });
  await expect(log.getByText('Account suspended').first()).toBeVisible();
  await page.getByRole('combobox', { name: 'About account' }).pressSequentially(user.name);
  await page.getByRole('option', { name: new RegExp(user.email) }).click();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(log.getByRole('listitem').first()).toContainText('Suspended login refused');
  await expect(log.getByRole('listitem').last()).toContainText('Samples copied from another writer');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/audit-tab-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Let back in.
  await page.goto(`/admin/users/${user.id}`);
  await page.getByRole('button', { name: 'Unsuspend' }).click();
  await expect(toast(page, 'Account unsuspended')).toBeVisible();
  await fillLogin(theirs, user.email, DEFAULT_PASSWORD);
  await expect(theirs).toHaveURL(/\/copywriter-dashboard$/);
});

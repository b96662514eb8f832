// /account's "Signed-in devices" (docs/decisions/0034): signed in from two browsers, the first signs the second
// out, and the second's next page is signed out.
import { HOME_PATH_BY_ROLE } from '../../src/web/lib/redirects.ts';
import { DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';

const SHOTS = '/tmp/shots-sessions';

// Two or three browsers signing in one after the other: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

test('signs another device out from /account, and that device is signed out on its next page', async ({
  page,
  browser,
  createAccount,
}) => {
  const user = await createAccount('client');
  const home = new RegExp(`${HOME_PATH_BY_ROLE.client}$`);
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(home);
  const other = await (
    await browser.newContext({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    })
  ).newPage();
  await fillLogin(other, user.email, DEFAULT_PASSWORD);
  await expect(other).toHaveURL(home);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Signed-in devices' });
  const rows = section.getByRole('list', { name: 'Signed-in devices' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'This device' })).toHaveCount(1);
  const phone = rows.filter({ hasText: 'Safari on iPhone' });
  await expect(phone).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/sessions-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await phone.getByRole('button', { name: /^Sign out/ }).click();
  await expect(toast(page, 'Safari on iPhone is signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section.getByText('This is the only device signed in.')).toBeVisible();

  // The other browser's next page finds itself signed out.
  await other.goto('/account');
  await expect(other).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  // This one carries on.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Signed-in devices' })).toBeVisible();
});

test('signs out everywhere else at once', async ({ page, browser, createAccount }) => {
  const user = await createAccount('client');
  const home = new RegExp(`${HOME_PATH_BY_ROLE.client}$`);
  const others = [];
  for (let n = 0; n < 2; n += 1) {
    const other = await (await browser.newContext()).newPage();
    await fillLogin(other, user.email, DEFAULT_PASSWORD);
    await expect(other).toHaveURL(home);
    others.push(other);
  }
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(home);
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Signed-in devices' });
  await expect(section.getByRole('listitem')).toHaveCount(3);
  await section.getByRole('button', { name: 'Sign out everywhere else' }).click();
  await expect(toast(page, '2 other sessions were signed out.')).toBeVisible();
  await expect(section.getByRole('listitem')).toHaveCount(1);
  for (const other of others) {
    await other.goto('/account');
    await expect(other).toHaveURL(/\/login\?returnTo=%2Faccount$/);
  }
});

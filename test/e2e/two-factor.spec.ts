// Two-factor sign-in (docs/decisions/0037): a user turns it on from /account with the secret shown there, logs
// out, and logs in with the password and then a code from the same secret.
import { generate } from 'otplib';
import { DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = 'test-results/two-factor-shots';

// Signing in twice and building the QR code: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const codeFrom = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

test('turns two-factor sign-in on from /account, then logs in with a code', async ({
  page,
  createAccount,
}) => {
  const user = await createAccount('client');
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Off', { exact: true })).toBeVisible();
  const shoot = async (name: string) => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  };
  await shoot('account-off');

  await section.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    section.getByRole('img', { name: 'QR code to scan with your authenticator app' }),
  ).toBeVisible();
  const secret = (await section.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await shoot('account-setup');

  const codeField = section.getByLabel('Code from your app');
  await typeKeys(codeField, '000000');
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(section.getByText(/That code is not right/)).toBeVisible();
  await typeKeys(codeField, await codeFrom(secret));
  await section.getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Two-factor sign-in is on')).toBeVisible();
  const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await shoot('account-recovery-codes');
  await section.getByRole('button', { name: 'I have saved them' }).click();
  await expect(section.getByText('On', { exact: true })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Turn off' })).toBeVisible();

  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  const field = page.getByLabel('Authentication code');
  await expect(field).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  const card = page.getByRole('main');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await card.screenshot({ path: `${SHOTS}/login-code-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  // A code not used before: the next time step's, which the server accepts as a moment's clock drift.
  await typeKeys(field, await codeFrom(secret, 30));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
});

// The browser tests' server runs with REQUIRE_ADMIN_2FA off (global-setup.ts); the server's refusal is proven by
// two-factor.test.ts. Here the session read says what such a server would, and the web's part is seen: the
// admin is sent from the admin pages to /account's two-factor section, which says why.
test('sends an admin who must set up two-factor sign-in from /admin to /account', async ({ page, login }) => {
  await login({ role: 'admin' });
  await page.route('**/trpc/auth.session**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { result: { data: Record<string, unknown> } };
    body.result.data.twoFactorSetupRequired = true;
    await route.fulfill({ response, json: body });
  });
  // From a public page, whose bar reads the session in the browser: the server renders /admin for the real
  // session, which on this server requires nothing (docs/decisions/0043), so the admin goes there in the page.
  await page.goto('/pricing');
  const bar = page.getByRole('banner');
  await expect(bar.getByRole('button', { name: 'Log out' })).toBeVisible();
  await bar
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .first()
    .click();
  await expect(page).toHaveURL(/\/account#two-factor$/);
  const section = page.getByRole('region', { name: 'Two-factor sign-in' });
  await expect(section.getByText('Set up two-factor sign-in to use admin pages.')).toBeVisible();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/account-admin-required-${width}.png` });
  }
});

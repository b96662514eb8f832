import { DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';
import { E2E_ADMIN_CODE } from './global-setup.ts';

test.describe('signup', () => {
  test('shows the messages of the form schema at the fields', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create account' }).click();
    const form = page.getByRole('main');
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await expect(form.getByText('You must accept the terms and conditions')).toBeVisible();
    await expect(page).toHaveURL(/\/signup$/);
  });

  test('creates a client account, signs it in and goes to the dashboard', async ({ page }) => {
    const email = `new-client-${Date.now()}@example.com`;
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Nora Newcomer');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Account created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const banner = page.getByRole('banner');
    await expect(banner).toContainText('Nora Newcomer');
    await expect(banner.getByRole('link', { name: 'Chat with a Copywriter' })).toBeVisible();

    // The same email again is refused by the server, and the page says so.
    await banner.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Nora Again');
    await page.getByLabel('Email').fill(email.toUpperCase());
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Signup failed')).toBeVisible();
    await expect(toast(page, 'An account with this email already exists')).toBeVisible();
  });

  test('with the admin code makes an admin who lands on /admin', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Ada Admin');
    await page.getByLabel('Email').fill(`admin-${Date.now()}@example.com`);
    await page.getByLabel('Password', { exact: true }).fill('a good long password');
    await page.getByLabel('Confirm password').fill('a good long password');
    await page.getByLabel(/Admin code/).fill(E2E_ADMIN_CODE);
    await page.getByLabel('I accept the terms and conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Admin Dashboard' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('shows the messages of the form schema at the fields', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('main').getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('main').getByText('Password must be at least 6 characters')).toBeVisible();
  });

  test('refuses a wrong password with a toast', async ({ page, createAccount }) => {
    const user = await createAccount('client');
    await fillLogin(page, user.email, 'not the password');
    await expect(toast(page, 'Login failed')).toBeVisible();
    await expect(toast(page, 'Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  for (const [role, home, own, others] of [
    ['client', '/dashboard', undefined, ['Admin Dashboard', 'Copywriter Dashboard']],
    ['copywriter', '/copywriter-dashboard', 'Copywriter Dashboard', ['Admin Dashboard']],
    ['admin', '/admin', 'Admin Dashboard', ['Copywriter Dashboard']],
  ] as const) {
    test(`sends a ${role} to ${home} with the ${role}'s navigation`, async ({ page, login }) => {
      const user = await login({ role });
      await expect(page).toHaveURL(new RegExp(`${home}$`));
      const banner = page.getByRole('banner');
      await expect(banner).toContainText(user.name);
      await expect(banner.getByRole('link', { name: 'Dashboard', exact: true })).toBeVisible();
      if (own) await expect(banner.getByRole('link', { name: own })).toBeVisible();
      for (const name of others) await expect(banner.getByRole('link', { name })).toHaveCount(0);
      await expect(banner.getByRole('link', { name: 'Log in' })).toHaveCount(0);
    });
  }

  test('honours returnTo and keeps a signed-in user away from the login page', async ({
    page,
    createAccount,
  }) => {
    const user = await createAccount('client');
    await page.goto('/login?returnTo=/pricing');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    // The address of the login page itself ends in "/pricing" too (?returnTo=/pricing): the page is the proof.
    await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

// The pathless layouts of src/web/routes (_client, _copywriter, _admin, _signed-in) send a visitor to log in with
// the address they asked for, query included, and the login page follows it; a user of another role then goes on
// to their own dashboard, or from an admin page to the home page (docs/product.md "Roles").
test.describe('a guarded screen opened by a visitor', () => {
  for (const [role, address, landing, title] of [
    ['admin', '/admin', '/admin', 'Admin dashboard | Humanise AI'],
    ['copywriter', '/copywriter-dashboard', '/copywriter-dashboard', 'Copywriter dashboard | Humanise AI'],
    ['client', '/dashboard', '/dashboard', 'Your dashboard | Humanise AI'],
    ['copywriter', '/account?from=email', '/account?from=email', 'Your account | Humanise AI'],
    ['client', '/admin', '/', 'Humanise AI'],
  ] as const) {
    test(`${address} goes to log in, and a ${role} then lands on ${landing}`, async ({
      page,
      createAccount,
    }) => {
      const user = await createAccount(role);
      await page.goto(address);
      await expect(page).toHaveURL(`/login?returnTo=${encodeURIComponent(address)}`);
      await expect(page).toHaveTitle('Log in | Humanise AI');
      await page.getByLabel('Email').fill(user.email);
      await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(landing);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole('banner')).toContainText(user.name);
    });
  }
});

test('logout ends the session and returns to the home page', async ({ page, login }) => {
  await login({ role: 'client' });
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(toast(page, 'Logged out successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
});

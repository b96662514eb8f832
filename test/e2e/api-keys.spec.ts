// /account's "API keys" (docs/decisions/0047): a key made with its name typed and two scopes ticked, shown once,
// used as a Bearer token on GET /api/jobs by a request that carries no cookie (200), its last use shown, and
// revoked behind a confirmation, after which the same request is a 401. A copywriter is offered no payments
// scope. Axe reads the whole page with the key shown and two keys listed.
import { AxeBuilder } from '@axe-core/playwright';
import { DEFAULT_PASSWORD } from '../factories.ts';
import { collectErrors, expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = '/work/notes/shots/api-keys';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

test.describe.configure({ timeout: 120_000 });

async function shoot(page: import('@playwright/test').Page, name: string) {
  const section = page.getByRole('region', { name: 'API keys' });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1400 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/api-keys-${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('makes a key, calls the API with it and no cookie, and revokes it', async ({
  page,
  context,
  request,
  createAccount,
}) => {
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const user = await createAccount('client');
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API keys' });
  // The list loads after the page (a busy machine takes a while).
  await expect(section.getByText('No API keys yet.')).toBeVisible({ timeout: 30_000 });
  // A client may grant every scope, paying among them.
  await expect(section.getByRole('checkbox')).toHaveCount(5);
  await shoot(page, 'empty');

  // Refused without a scope: the form says so, and nothing is made.
  const name = section.getByLabel('Key name');
  await typeKeys(name, 'Publishing script');
  await section.getByRole('button', { name: 'Make key' }).click();
  await expect(section.getByText('Choose at least one scope')).toBeVisible();

  await section.getByRole('checkbox', { name: /Read jobs/ }).check();
  await section.getByRole('checkbox', { name: /Messages/ }).check();
  await section.getByRole('button', { name: 'Make key' }).click();
  const keyBox = section.getByLabel('Your new API key', { exact: true });
  await expect(keyBox).toHaveValue(/^hk_live_[A-Za-z0-9_-]{43}$/);
  const key = await keyBox.inputValue();
  await expect(
    section.getByText('This is the only time the key “Publishing script” is shown.'),
  ).toBeVisible();
  await section.getByRole('button', { name: 'Copy' }).click();
  await expect(section.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(key);

  const keys = section.getByRole('list', { name: 'API keys' }).getByRole('listitem');
  await expect(keys).toHaveCount(1);
  await expect(keys.first()).toContainText('Publishing script');
  await expect(keys.first()).toContainText(`${key.slice(0, 12)}…`);
  await expect(keys.first()).toContainText('jobs:read');
  await expect(keys.first()).toContainText('chat');
  await expect(keys.first()).not.toContainText('jobs:write');
  await expect(keys.first()).toContainText('Never used');
  await shoot(page, 'shown-once');

  // `request` is a context of its own: it carries no cookie of the page's, so only the key signs it in.
  const bearer = { Authorization: `Bearer ${key}` };
  expect((await request.get('/api/jobs')).status()).toBe(401);
  const listed = await request.get('/api/jobs', { headers: bearer });
  expect(listed.status()).toBe(200);
  // The key is scoped: a write it was not given is refused.
  expect((await request.post('/api/jobs', { headers: bearer, data: {} })).status()).toBe(403);

  // A second key, every scope this time; the first one shows its use.
  await typeKeys(name, 'Reporting');
  for (const label of ['Read jobs', 'Change jobs', 'Pay', 'Messages', 'Webhooks']) {
    await section.getByRole('checkbox', { name: new RegExp(`^${label}`) }).check();
  }
  await section.getByRole('button', { name: 'Make key' }).click();
  await expect(section.getByText('This is the only time the key “Reporting” is shown.')).toBeVisible();
  await expect(keys).toHaveCount(2);
  await expect(keys.first()).toContainText('Reporting');
  await expect(keys.first()).toContainText('payments:write');
  await expect(keys.nth(1)).toContainText('Last used');
  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(keyBox).toHaveCount(0);
  await shoot(page, 'two-keys');

  await section.getByRole('button', { name: 'Make key' }).scrollIntoViewIfNeeded();
  const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  // Cancel keeps the key; confirming revokes it.
  await keys.nth(1).getByRole('button', { name: 'Revoke the key Publishing script' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke this API key?' });
  await expect(dialog).toContainText('Publishing script');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  expect((await request.get('/api/jobs', { headers: bearer })).status()).toBe(200);

  await keys.nth(1).getByRole('button', { name: 'Revoke the key Publishing script' }).click();
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(toast(page, '“Publishing script” no longer works.')).toBeVisible();
  await expect(keys).toHaveCount(1);
  await expect(keys.first()).toContainText('Reporting');
  const refused = await request.get('/api/jobs', { headers: bearer });
  expect(refused.status()).toBe(401);
  expect((await refused.json()).code).toBe('UNAUTHORIZED');
  expect(errors).toEqual([]);
});

test('offers a copywriter no payments scope', async ({ page, login }) => {
  await login({ role: 'copywriter' });
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'API keys' });
  await expect(section.getByText('No API keys yet.')).toBeVisible({ timeout: 30_000 });
  await expect(section.getByRole('checkbox')).toHaveCount(4);
  await expect(section.getByRole('checkbox', { name: /^Pay/ })).toHaveCount(0);
  await expect(section.getByRole('checkbox', { name: /^Change jobs/ })).toBeVisible();
});

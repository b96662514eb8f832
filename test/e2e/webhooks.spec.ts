// /account's "Webhooks" (docs/decisions/0048): an endpoint added with its address typed and two events ticked,
// its secret shown once, a test event sent to a receiver started here and seen in the delivery log, sent again,
// and the endpoint deleted.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AxeBuilder } from '@axe-core/playwright';
import { Webhook } from 'standardwebhooks';
import { DEFAULT_PASSWORD } from '../factories.ts';
import { collectErrors, expect, fillLogin, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = '/work/notes/shots/webhooks';

test.describe.configure({ timeout: 120_000 });

let server: Server;
let base = '';
const received: { headers: Record<string, string>; body: string }[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString(),
      });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('adds a webhook endpoint, sends it a test event, reads the log, retries and deletes it', async ({
  page,
  createAccount,
}) => {
  const errors = collectErrors(page);
  const user = await createAccount('client');
  await fillLogin(page, user.email, DEFAULT_PASSWORD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto('/account');
  const section = page.getByRole('region', { name: 'Webhooks' });
  // The list loads after the page (a busy machine takes a while).
  await expect(section.getByText('No endpoints yet.')).toBeVisible({ timeout: 30_000 });

  // Refused without an event: the form says so.
  await typeKeys(section.getByLabel('Endpoint URL'), `${base}/hooks`);
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(section.getByText('Choose at least one event')).toBeVisible();

  await section.getByRole('checkbox', { name: /Work is delivered/ }).check();
  await section.getByRole('checkbox', { name: /A message is written/ }).check();
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const secretBox = section.getByLabel('Signing secret', { exact: true });
  await expect(secretBox).toHaveValue(/^whsec_/);
  const secret = await secretBox.inputValue();

  const endpoints = section.getByRole('list', { name: 'Webhook endpoints' }).getByRole('listitem');
  await expect(endpoints).toHaveCount(1);
  await expect(endpoints.first()).toContainText(`${base}/hooks`);
  await expect(endpoints.first()).toContainText('job.delivered');

  await endpoints.first().getByRole('button', { name: 'Send test event' }).click();
  await expect(toast(page, 'It appears in the delivery log.')).toBeVisible();
  const log = section.getByRole('table', { name: `Deliveries to ${base}/hooks` });
  await expect(log.getByRole('row').nth(1)).toContainText('succeeded', { timeout: 20_000 });
  await expect(log.getByRole('row').nth(1)).toContainText('200');
  expect(received).toHaveLength(1);
  expect((new Webhook(secret).verify(received[0]!.body, received[0]!.headers) as { type: string }).type).toBe(
    'webhook.test',
  );

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 1000 });
    await section.scrollIntoViewIfNeeded();
    await section.screenshot({ path: `${SHOTS}/webhooks-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  const axe = await new AxeBuilder({ page })
    .include('#webhooks')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
    [],
  );

  await section.getByRole('button', { name: 'I have saved it' }).click();
  await expect(secretBox).toHaveCount(0);

  await log.getByRole('button', { name: 'Retry the webhook.test delivery' }).click();
  await expect(toast(page, 'Sent again')).toBeVisible();
  await expect.poll(() => received.length, { timeout: 20_000 }).toBe(2);

  await endpoints
    .first()
    .getByRole('button', { name: `Delete the endpoint ${base}/hooks` })
    .click();
  await expect(toast(page, 'Endpoint deleted')).toBeVisible();
  await expect(section.getByText('No endpoints yet.')).toBeVisible();
  expect(errors).toEqual([]);
});

// The round report in Chromium (docs/decisions/0045): the writer sees "your changes so far" in the delivery form
// while typing, on the job page and in the dashboard's Active tab, and the delivered round carries its card on
// the job page.
import { AxeBuilder } from '@axe-core/playwright';
import { createCopywriter, createJob, createUser, DEFAULT_PASSWORD } from '../factories.ts';
import { collectErrors, expect, test, toast, typeKeys } from './fixtures.ts';

const DRAFT =
  "In today's fast-paced world, it's important to note that small bakeries, which face a considerable number of intertwined commercial pressures, must navigate the complexities of an ever-evolving market.";
const DELIVERY = 'Small bakeries face many pressures. The market keeps changing. Good bread still wins.';

test('the writer sees their changes so far, and the round carries its report', async ({ page, orm }) => {
  // Typed key by key, then axe: longer than 30 s on a busy 2-core machine, as the other typing specs.
  test.slow();
  const errors = collectErrors(page);
  const client = await createUser(orm.em, {});
  const writer = await createCopywriter(orm.em, 'approved');
  const job = await createJob(orm.em, { client, copywriter: writer, status: 'in_progress', content: DRAFT });
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: writer.email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto(`/jobs/${job.id}`);

  const box = page.getByRole('textbox', { name: 'Your Work' });
  await expect(page.getByRole('region', { name: 'Your changes so far' })).toHaveCount(0);
  await typeKeys(box, DELIVERY);
  const sofar = page.getByRole('region', { name: 'Your changes so far (against the draft)' });
  await expect(sofar).toContainText('Words28 → 13');
  await expect(sofar).toContainText('“navigate the complexities”');
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await sofar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/form-${width}.png`, fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await page.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();

  await page.reload();
  const card = page.getByRole('region', { name: 'What round 1 changed (against the draft)' });
  await expect(card).toContainText('Words28 → 13');
  await expect(card).toContainText('AI phrases removed');
  await expect(card).toContainText('“in today’s fast-paced world”');
  const axe = await new AxeBuilder({ page }).include('section[aria-label^="What round 1 changed"]').analyze();
  expect(axe.violations).toEqual([]);
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await card.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/card-${width}.png`, fullPage: false });
    }
  }
  expect(errors).toEqual([]);
});

test("the dashboard's Active tab shows the changes so far as the writer types", async ({ page, orm }) => {
  test.slow();
  const errors = collectErrors(page);
  const client = await createUser(orm.em, {});
  const writer = await createCopywriter(orm.em, 'approved');
  const title = `Bakery blog ${Date.now()}`;
  await createJob(orm.em, { client, copywriter: writer, status: 'in_progress', content: DRAFT, title });
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email: writer.email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto('/copywriter-dashboard');
  await page.getByRole('tab', { name: /Active Jobs/ }).click();
  const job = page.getByRole('article', { name: title });
  await job.getByRole('button', { name: 'Submit Completed Work' }).click();

  // The list holds a preview of the draft only: the card measures against the whole of it, read for the form.
  const sofar = job.getByRole('region', { name: 'Your changes so far (against the draft)' });
  await expect(sofar).toHaveCount(0);
  await typeKeys(job.getByRole('textbox', { name: 'Your Work' }), DELIVERY);
  await expect(sofar).toContainText('Words28 → 13');
  await expect(sofar).toContainText('“navigate the complexities”');
  const changed = Number((await sofar.textContent())?.match(/Words changed([\d.]+)%/)?.[1]);
  expect(changed).toBeGreaterThan(0);
  const axe = await new AxeBuilder({ page }).include('section[aria-label^="Your changes so far"]').analyze();
  expect(axe.violations).toEqual([]);
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await sofar.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/dashboard-form-${width}.png`, fullPage: false });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
  await job.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(page, 'Work submitted')).toBeVisible();
  expect(errors).toEqual([]);
});

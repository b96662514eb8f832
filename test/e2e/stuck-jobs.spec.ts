// A paid job whose copywriter was rejected after payment (issue 28, finding 6): from its card on the Jobs tab
// the admin gives it to another approved copywriter, or cancels it and gives its payment back.
import { createCopywriter, createJob, createUser } from '../factories.ts';
import { expect, test, toast, typeKeys } from './fixtures.ts';

const SHOTS = 'test-results/stuck-jobs';

test('the admin reassigns one stuck job and cancels another with a refund', async ({ page, login, orm }) => {
  test.slow();
  const client = await createUser(orm.em);
  const gone = await createCopywriter(orm.em, 'rejected', { name: 'Gone Writer' });
  const next = await createCopywriter(orm.em, 'approved', { name: `Next Writer ${Date.now()}` });
  const stamp = Date.now();
  const moved = await createJob(orm.em, {
    client,
    status: 'in_progress',
    copywriter: gone,
    title: `Move ${stamp}`,
  });
  const ended = await createJob(orm.em, {
    client,
    status: 'in_progress',
    copywriter: gone,
    title: `End ${stamp}`,
  });
  await login({ role: 'admin' });

  const card = (title: string) => page.getByRole('article').filter({ hasText: title });
  await card(moved.title).getByRole('button', { name: 'Reassign' }).click();
  const writer = card(moved.title).getByLabel('Approved copywriter');
  await writer.pressSequentially(next.name.slice(0, 14));
  await page.getByRole('option', { name: new RegExp(next.name) }).click();
  await card(moved.title).getByRole('button', { name: 'Reassign' }).click();
  await expect(toast(page, 'Job reassigned')).toBeVisible();
  await expect(card(moved.title).getByText(`Copywriter: ${next.name}`)).toBeVisible();

  await card(ended.title).getByRole('button', { name: 'Cancel and refund' }).click();
  const reason = card(ended.title).getByLabel('Why is the job cancelled?');
  await card(ended.title).getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(card(ended.title).getByText('Please say why the job is cancelled')).toBeVisible();
  await typeKeys(reason, 'The copywriter can no longer deliver');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await card(ended.title).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/cancel-form-${width}.png` });
  }
  await card(ended.title).getByRole('button', { name: 'Cancel and refund' }).click();
  await expect(toast(page, 'Job cancelled and refunded')).toBeVisible();
  await expect(card(ended.title).getByText('Withdrawn')).toBeVisible();
});

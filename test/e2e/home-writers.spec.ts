// The home page's writers are real ones once three approved copywriters have a rating, rendered into the HTML
// by the server, with the same figures as the directory (docs/product.md "The home page").
import { Job } from '../../src/server/db/entities/job.ts';
import { createCopywriter, createJob, createUser } from '../factories.ts';
import { expect, test } from './fixtures.ts';

test('the home page shows the top-rated real writers, in its HTML', async ({ browser, orm }) => {
  const client = await createUser(orm.em);
  const names: string[] = [];
  // Six five-star jobs each: more completed work than any other test's writer, so these three rank first.
  for (const first of ['Orla', 'Kofi', 'Ines']) {
    const name = `${first} Home${Date.now()}`;
    const writer = await createCopywriter(orm.em, 'approved', { name, specialties: ['legal'] });
    for (let job = 0; job < 6; job += 1) {
      const made = await createJob(orm.em, { client, copywriter: writer, status: 'completed' });
      await orm.em.fork().nativeUpdate(Job, { id: made.id }, { rating: 5 });
    }
    names.push(name);
  }

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  const team = page.getByRole('region', { name: 'Meet some of our copywriters' });
  for (const name of names) {
    const card = team.locator('.mantine-Card-root').filter({ hasText: name });
    await expect(card.getByRole('link', { name })).toHaveAttribute('href', /^\/copywriters\/\d+$/);
    await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(card).toContainText('6 completed jobs');
  }
  await expect(team).not.toContainText('Sarah Mitchell');
  await context.close();
});

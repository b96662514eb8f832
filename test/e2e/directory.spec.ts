// The directory reaches every approved copywriter (docs/product.md "Copywriters: directory and application"):
// the search runs on the server, so a writer who joined after 200 others is found by name and by specialty,
// typed key by key as a visitor types; the search lives in the address, and 'More copywriters' pages on.
import { createApprovedCopywriters, createCopywriter } from '../factories.ts';
import { expect, test } from './fixtures.ts';

test('finds a writer who joined after 200 others by name and by specialty', async ({ page, orm }) => {
  // Two searches typed key by key, each answered by the server, on a machine the other specs share.
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  await createApprovedCopywriters(orm.em, 200, { namePrefix: `Earlier writer ${stamp}` });
  const name = `Zadie Quillfeather ${stamp}`;
  const specialty = `Maritime law ${stamp}`;
  const late = await createCopywriter(orm.em, 'approved', { name, specialties: ['legal', specialty] });
  const listing = page.getByRole('article', { name });
  const cards = page.locator('main article');

  await page.goto('/copywriters');
  await expect(cards).toHaveCount(50);
  await expect(listing).toHaveCount(0);

  const search = page.getByLabel('Search copywriters');
  // The box takes typing once the page is hydrated (docs/decisions/0009).
  await expect(search).toBeEnabled();
  await search.pressSequentially(`quillfeather ${stamp}`);
  await expect(listing).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`/copywriters\\?q=quillfeather(\\+|%20)${stamp}$`));
  await listing.getByRole('link', { name: `View profile of ${name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/copywriters/${late.id}$`));

  // Back to the search, as the address kept it; then a search by the specialty, typed afresh.
  await page.goBack();
  await expect(search).toHaveValue(`quillfeather ${stamp}`);
  await expect(listing).toBeVisible();
  await search.clear();
  await search.pressSequentially(specialty.toUpperCase());
  await expect(listing).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(listing).toContainText(specialty);

  await search.clear();
  await search.pressSequentially(`nobody ${stamp}`);
  await expect(page.getByText('No copywriters found')).toBeVisible();
});

test('pages a search with More copywriters', async ({ page, orm }) => {
  const stamp = Date.now().toString(36);
  await createApprovedCopywriters(orm.em, 60, { namePrefix: `Paged writer ${stamp}` });
  await page.goto(`/copywriters?q=${encodeURIComponent(`paged writer ${stamp}`)}`);
  const cards = page.locator('main article');
  await expect(cards).toHaveCount(50);
  // The button answers once the page is hydrated, as the search box does.
  await expect(page.getByLabel('Search copywriters')).toBeEnabled();
  await page.getByRole('button', { name: 'More copywriters' }).click();
  await expect(cards).toHaveCount(60);
  await expect(page.getByRole('article', { name: `Paged writer ${stamp} 59` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'More copywriters' })).toHaveCount(0);
});

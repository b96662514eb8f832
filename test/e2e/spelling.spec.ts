import { expect, test } from './fixtures.ts';

test('the spelling switch changes every label, and is remembered under "language"', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Humanise Now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  await banner.getByLabel('Spelling').selectOption('us');
  await expect(banner.getByRole('link', { name: 'Humanize Now' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Humanize Now' })).toBeVisible();
  await expect(banner).toContainText('Humanize AI');
  await expect(page.getByRole('contentinfo')).toContainText('Humanize AI Ltd');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('us');

  await page.reload();
  await expect(banner.getByRole('link', { name: 'Humanize Now' })).toBeVisible();
  await expect(banner.getByLabel('Spelling')).toHaveValue('us');

  await banner.getByLabel('Spelling').selectOption('uk');
  await expect(banner.getByRole('link', { name: 'Humanise Now' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('uk');
});

test('a stored American choice is read on load', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'us'));
  await page.goto('/pricing');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Humanize Now' })).toBeVisible();
});

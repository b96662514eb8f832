// The instant estimate on /humanise (docs/decisions/0044-instant-estimate.md): typed key by key, every key
// stays, the estimate appears for each service once typing pauses and follows the text, and its box keeps its
// height throughout.
import { AxeBuilder } from '@axe-core/playwright';
import { collectErrors, expect, test } from './fixtures.ts';

// Short, so that typing it key by key fits the test's time on a busy machine.
const TYPED = 'AI text needs a human touch. ';
const RANGE = /^£[\d,.]+–£[\d,.]+$/;

test('the estimate appears as the text is typed and follows it, and the page does not move', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  let asked = 0;
  page.on('request', (request) => {
    if (request.url().includes('/api/estimate?')) asked += 1;
  });
  await page.goto('/humanise');
  const box = page.getByTestId('instant-estimate');
  await expect(box.getByText('An estimate, not a quote: it binds no one.')).toBeVisible();
  const check = box.locator('[data-service="human-check"]');
  const rewrite = box.locator('[data-service="rewrite"]');
  await expect(check.locator('[data-estimate-range]')).toHaveText('—');
  const before = await box.boundingBox();

  const field = page.getByLabel('AI-generated content');
  // The click waits until the field takes input (docs/decisions/0009: disabled until hydrated).
  await field.click();
  await field.pressSequentially(TYPED);
  await expect(field).toBeFocused();
  await expect(field).toHaveValue(TYPED);
  await expect(check.locator('[data-estimate-range]')).toHaveText(RANGE);
  await expect(rewrite.locator('[data-estimate-range]')).toHaveText(RANGE);
  await expect(check.locator('[data-estimate-turnaround]')).toHaveText('1-2 hours');
  await expect(box.getByText('For up to 100 words')).toBeVisible();
  // One question per service once typing paused, not one a key.
  expect(asked).toBeLessThanOrEqual(4);
  const small = await rewrite.locator('[data-estimate-range]').textContent();
  if (process.env.SHOTS) {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await box.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${process.env.SHOTS}/estimate-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 720 });
  }
  expect((await box.boundingBox())?.height).toBe(before?.height);

  // A long text, as pasted, then one more word typed: the estimate follows.
  await field.fill(TYPED.repeat(280));
  await field.click();
  await field.press('End');
  await field.pressSequentially('More');
  await expect(box.getByText('For up to 1,700 words')).toBeVisible();
  await expect(rewrite.locator('[data-estimate-range]')).not.toHaveText(small ?? '');
  await expect(rewrite.locator('[data-estimate-range]')).toHaveText(RANGE);
  expect((await box.boundingBox())?.height).toBe(before?.height);

  const results = await new AxeBuilder({ page }).include('[data-testid="instant-estimate"]').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  expect(errors).toEqual([]);
});

// The browser tests' inbox: without SMTP the server keeps every email for the admin's Emails tab, so a test
// reads an emailed link there, as a person testing by hand would.
import { expect, type Page } from '@playwright/test';

/** Opens the newest email to `to` whose subject contains `subject`, and returns the link to `path` in its text. */
export async function readEmailLink(
  adminPage: Page,
  { to, subject, path }: { to: string; subject: string | RegExp; path: string },
): Promise<string> {
  await adminPage.goto('/admin');
  await adminPage.getByRole('tab', { name: 'Emails' }).click();
  const filter = adminPage.getByLabel('To', { exact: true });
  const row = adminPage
    .getByRole('list', { name: 'Emails' })
    .getByRole('button')
    .filter({ hasText: subject })
    .first();
  // The list is read when the filter changes; an email written a moment later needs the filter typed again.
  await expect(async () => {
    await filter.fill('');
    await filter.fill(to);
    await expect(row).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  await row.click();

  const dialog = adminPage.getByRole('dialog');
  await expect(dialog.getByRole('heading').filter({ hasText: subject })).toBeVisible();
  await expect(dialog).toContainText(to);
  await dialog.getByRole('tab', { name: 'Plain text' }).click();
  const text = (await dialog.getByRole('tabpanel').textContent()) ?? '';
  const link = text.match(
    new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?token=\\S+`),
  )?.[0];
  expect(link, `a ${path} link in:\n${text}`).toBeTruthy();
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return link!;
}

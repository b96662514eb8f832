// docs/product.md "Site pages": the footer's Terms, Privacy and Contact lead to real pages, signup's terms link
// shows the terms without losing what was typed, and an admin's edit is what readers then see.
import { SitePage } from '../../src/server/db/entities/site-page.ts';
import { expect, test, toast, typeKeys } from './fixtures.ts';

test('the footer leads to the terms, the privacy notice and the contact page', async ({ page }) => {
  await page.goto('/');
  // Hydrated first (the bar shows the visitor's actions): once, in a full run, the first click, made while the
  // home page was still hydrating, went nowhere. Footer links pressed before hydration are not what this checks.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  const footer = page.getByRole('contentinfo');
  const pages = [
    { link: 'Terms', path: '/terms', heading: 'Terms and Conditions', says: 'England and Wales' },
    { link: 'Privacy', path: '/privacy', heading: 'Privacy Policy', says: 'UK GDPR' },
    { link: 'Contact', path: '/contact', heading: 'Contact Us', says: 'hello@humanise.example' },
  ];
  for (const { link, path, heading, says } of pages) {
    await footer.getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('article')).toContainText(says);
    await expect(page).toHaveTitle(`${heading} | Humanise AI`);
  }
  // The privacy notice leads to where the account's data is downloaded and deleted.
  await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page.getByRole('article').getByRole('link', { name: 'account page' }).first()).toHaveAttribute(
    'href',
    '/account',
  );
});

test("signup's terms link shows the terms in a new tab and keeps what was typed", async ({ page }) => {
  await page.goto('/signup');
  const form = page.getByRole('main');
  const name = form.getByLabel('Full name');
  const email = form.getByLabel('Email');
  await typeKeys(name, 'Terry Reader');
  await typeKeys(email, 'terry@example.com');

  const [terms] = await Promise.all([
    page.context().waitForEvent('page'),
    form.getByRole('link', { name: /terms and conditions/ }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms$/);
  await expect(terms.getByRole('heading', { level: 1, name: 'Terms and Conditions' })).toBeVisible();
  await terms.close();

  // The link is not the checkbox's label: following it left the box as it was, and the form as typed.
  await expect(page).toHaveURL(/\/signup$/);
  await expect(name).toHaveValue('Terry Reader');
  await expect(email).toHaveValue('terry@example.com');
  const box = form.getByLabel('I accept the terms and conditions');
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
});

test('an admin edits the terms in /blog-management and readers see the change', async ({
  page,
  login,
  orm,
  browser,
}) => {
  // Typed key by key, and two browsers: longer than the default on a busy machine.
  test.setTimeout(90_000);
  try {
    await login({ role: 'admin' });
    await page.goto('/blog-management');
    await page.getByRole('tab', { name: 'Pages' }).click();
    const row = page.getByRole('listitem', { name: 'Terms and Conditions' });
    await expect(row).toContainText('Showing the default text');
    await row.getByRole('button', { name: 'Edit' }).click();

    const dialog = page.getByRole('dialog', { name: 'Edit Terms and Conditions' });
    const content = dialog.getByLabel('Content', { exact: true });
    await expect(content).toHaveValue(/Governing law/);
    await typeKeys(dialog.getByLabel('Title'), 'Terms of Service');
    await typeKeys(content, '## Fair play\n\nBe **kind** to writers.');
    // The preview renders as the reader will see it.
    const preview = dialog.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'Fair play' })).toBeVisible();
    await expect(preview.locator('strong')).toHaveText('kind');
    await dialog.getByRole('button', { name: 'Save Page' }).click();
    await expect(toast(page, 'Page saved')).toBeVisible();
    await expect(dialog).toBeHidden();
    const saved = page.getByRole('listitem', { name: 'Terms of Service' });
    await expect(saved).toContainText('Saved');
    await expect(saved).not.toContainText('Default');

    // A visitor, in a browser of their own, reads the new terms as the server sends them.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto('/terms');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'Fair play' })).toBeVisible();
    await expect(visitor.getByRole('article')).toContainText('Last updated');
    await expect(visitor.getByRole('article')).not.toContainText('Governing law');
    await visitor.context().close();
  } finally {
    // The other specs read the default terms.
    await orm.em.fork().nativeDelete(SitePage, { slug: 'terms' });
  }
});

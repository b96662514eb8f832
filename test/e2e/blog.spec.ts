import type { Browser, Locator, Page } from '@playwright/test';
import { expect, holdSession, test, toast } from './fixtures.ts';

// The stories below walk through several screens with two browsers each.
test.describe.configure({ timeout: 90_000 });

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
}

async function createCategory(page: Page, name: string) {
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('button', { name: 'New Category' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Category' });
  await dialog.getByLabel('Name').fill(name);
  await expect(dialog.getByLabel('Slug')).toHaveValue(name.toLowerCase().replace(/\s+/g, '-'));
  await dialog.getByRole('button', { name: 'Create Category' }).click();
  await expect(toast(page, 'Category created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
}

interface NewPost {
  title: string;
  content: string;
  category?: string;
  excerpt?: string;
  publish?: boolean;
}

async function createPost(page: Page, post: NewPost) {
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
  await dialog.getByLabel('Title').fill(post.title);
  if (post.category) await dialog.getByLabel('Category').selectOption({ label: post.category });
  if (post.excerpt) await dialog.getByLabel('Excerpt').fill(post.excerpt);
  await dialog.getByLabel('Content', { exact: true }).fill(post.content);
  if (post.publish) await dialog.getByLabel('Publish').check();
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('listitem', { name: post.title });
  await expect(row).toContainText(post.publish ? 'Published' : 'Draft');
  return row;
}

const slugOf = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-');

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

test('an admin writes, previews and publishes a post; a visitor finds it, reads it and follows a related post', async ({
  page,
  browser,
  login,
}) => {
  await login({ role: 'admin' });
  await page.goto('/blog-management');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();

  const category = unique('Field Notes');
  await createCategory(page, category);

  const word = `zebra${Date.now().toString(36)}`;
  const title = unique('Why drafts need editors');
  const relatedTitle = unique('A related post');

  // The dialog fills the slug from the title and previews the Markdown as it is typed.
  await page.getByRole('tab', { name: 'Blog Posts' }).click();
  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Slug is required')).toBeVisible();
  await expect(dialog.getByText('Content is required')).toBeVisible();
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByLabel('Slug')).toHaveValue(slugOf(title));
  await dialog.getByLabel('Category').selectOption({ label: category });
  await dialog
    .getByLabel('Content', { exact: true })
    .fill(`## Editors matter\n\nThe **${word}** test post, with [a link](https://example.com).`);
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Editors matter' })).toBeVisible();
  await expect(preview.locator('strong')).toHaveText(word);
  await expect(preview.getByRole('link', { name: 'a link' })).toHaveAttribute('href', 'https://example.com');
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();
  const row = page.getByRole('listitem', { name: title });
  await expect(row).toContainText('Draft');

  await createPost(page, {
    title: relatedTitle,
    category,
    content: 'Another post of the same category.',
    publish: true,
  });

  // A draft is not on the blog, and its address leads to the list.
  const guest = await visitor(browser);
  await guest.page.goto(`/blog/${slugOf(title)}`);
  await expect(guest.page).toHaveURL(/\/blog$/);

  await row.getByRole('button', { name: 'Publish' }).click();
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(row).toContainText('Published');

  // The visitor finds it by search...
  const reader = guest.page;
  await reader.goto('/blog');
  await reader.getByRole('searchbox', { name: 'Search posts' }).fill(word);
  await expect(reader.getByRole('article')).toHaveCount(1);
  await expect(reader.getByRole('article', { name: title })).toBeVisible();
  await reader.getByRole('searchbox', { name: 'Search posts' }).fill(`${word} nothing-matches-this`);
  await expect(reader.getByText('No posts found')).toBeVisible();
  await reader.getByRole('searchbox', { name: 'Search posts' }).fill('');

  // ...and by category.
  const categories = reader.getByRole('navigation', { name: 'Categories' });
  await categories.getByRole('link', { name: category }).click();
  await expect(reader).toHaveURL(new RegExp(`category=${slugOf(category)}`));
  await expect(reader.getByRole('article')).toHaveCount(2);
  await expect(reader.getByRole('article', { name: relatedTitle })).toBeVisible();
  await categories.getByRole('link', { name: 'All Categories' }).click();
  await expect(reader).toHaveURL(/\/blog$/);

  // It reads the post, rendered from Markdown.
  await reader.getByRole('article', { name: title }).getByRole('link', { name: 'Read More' }).click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slugOf(title)}$`));
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'Editors matter' })).toBeVisible();
  await expect(reader).toHaveTitle(`${title} | Humanise AI`);
  await expect(reader.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/');

  // The related post of the same category is one click away.
  const related = reader.getByRole('region', { name: 'Related Posts' });
  await related.getByRole('article', { name: relatedTitle }).getByRole('link', { name: 'Read More' }).click();
  await expect(reader).toHaveURL(new RegExp(`/blog/${slugOf(relatedTitle)}$`));
  await expect(reader.getByRole('heading', { level: 1, name: relatedTitle })).toBeVisible();

  // Once unpublished, the visitor's link leads to the blog instead.
  await row.getByRole('button', { name: 'Unpublish' }).click();
  await expect(toast(page, 'Post updated')).toBeVisible();
  await expect(row).toContainText('Draft');
  await reader.goto(`/blog/${slugOf(title)}`);
  await expect(reader).toHaveURL(/\/blog$/);
  await expect(reader.getByRole('article', { name: title })).toHaveCount(0);

  // The category is in use, so it stays, and the admin is told why.
  await page.getByRole('tab', { name: 'Categories' }).click();
  await page.getByRole('listitem', { name: category }).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete category' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'This category is used by 2 posts')).toBeVisible();

  await guest.context.close();
});

test('a post’s script, event handlers, javascript: links and iframes stay inert, in the preview and on the blog', async ({
  page,
  browser,
  login,
}) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await login({ role: 'admin' });
  await page.goto('/blog-management');

  const title = unique('Hostile post');
  const content = [
    '# Hostile',
    '<script>window.__pwned = "script"; alert("script")</script>',
    '<img src="/no-such-image.png" onerror="window.__pwned = \'onerror\'; alert(\'onerror\')">',
    '[click me](javascript:window.__pwned=%22link%22;alert(%22link%22))',
    '<iframe src="javascript:alert(\'iframe\')"></iframe>',
    '<iframe srcdoc="<script>parent.alert(1)</script>"></iframe>',
    '<a href="javascript:alert(\'raw link\')">raw link</a>',
    '![picture" onerror="alert(\'img\')](/no-such-image.png)',
  ].join('\n\n');

  await page.getByRole('button', { name: 'New Post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Content', { exact: true }).fill(content);
  await dialog.getByLabel('Publish').check();
  const preview = dialog.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Hostile', exact: true })).toBeVisible();
  await expectInert(preview);
  await dialog.getByRole('button', { name: 'Create Post' }).click();
  await expect(toast(page, 'Post created')).toBeVisible();

  const guest = await visitor(browser);
  guest.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await guest.page.goto(`/blog/${slugOf(title)}`);
  const article = guest.page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'Hostile', exact: true })).toBeVisible();
  // The author's markup is shown as text, not run.
  await expect(article).toContainText('<script>window.__pwned');
  await expectInert(article);
  await article.getByText('click me').click();
  await article.getByText('raw link').click();
  // A javascript: link runs in a task that its click queues; a task queued after the clicks runs after it.
  await guest.page.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  expect(await guest.page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await guest.context.close();
});

async function expectInert(scope: Locator) {
  // Once each image has loaded or failed, any handler of its load or error event has had its turn: a listener
  // added now runs after those the markup set.
  await scope.evaluate((root) =>
    Promise.all(
      [...root.querySelectorAll('img')].map((image) =>
        image.complete
          ? undefined
          : new Promise((settled) => {
              image.addEventListener('load', settled, { once: true });
              image.addEventListener('error', settled, { once: true });
            }),
      ),
    ),
  );
  const report = await scope.evaluate((root) => {
    const elements = [...root.querySelectorAll('*')];
    return {
      scripts: root.querySelectorAll('script').length,
      frames: root.querySelectorAll('iframe, frame, object, embed').length,
      handlers: elements.flatMap((element) =>
        [...element.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
      ),
      unsafeUrls: elements.flatMap((element) =>
        ['href', 'src', 'action', 'formaction']
          .map((name) => element.getAttribute(name))
          .filter(
            (value): value is string => value !== null && /^\s*(javascript|vbscript|data:text)/i.test(value),
          ),
      ),
      pwned: (window as { __pwned?: string }).__pwned,
    };
  });
  expect(report).toEqual({ scripts: 0, frames: 0, handlers: [], unsafeUrls: [], pwned: undefined });
}

test.describe('blog management access', () => {
  test('sends a visitor to log in and anyone but an admin to the home page', async ({ page, login }) => {
    await page.goto('/blog-management');
    await expect(page).toHaveURL(/\/login\?returnTo=(%2F|\/)blog-management$/);

    await login({ role: 'client' });
    await page.goto('/blog-management');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bring authenticity back to content' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/^[^?#]+\/$/);
    await expect(page.getByRole('heading', { name: 'Blog Management' })).toHaveCount(0);
  });

  // docs/decisions/0043: the server checks the session and renders the page for it, so a visit no longer waits
  // for the browser to learn who is signed in (the guard's "Checking permissions..." was that wait).
  test('arrives rendered for the admin, without waiting for the browser to read the session', async ({
    page,
    login,
  }) => {
    await login({ role: 'admin' });
    const release = await holdSession(page);
    await page.goto('/blog-management');
    await expect(page.getByRole('heading', { name: 'Blog Management' })).toBeVisible();
    await expect(page.getByText('Checking permissions...')).toHaveCount(0);
    release();
  });
});

test('a shared link to a post carries its title and description for previews and search engines', async ({
  page,
  login,
  request,
}) => {
  await login({ role: 'admin' });
  await page.goto('/blog-management');
  const title = unique('Shared <post> & "friends"');
  await createPost(page, {
    title,
    content: 'Body text.',
    excerpt: 'A description for search engines.',
    publish: true,
  });
  const response = await request.get(`/blog/${slugOf(title)}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const escaped = title
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
  expect(html).toContain(`<title>${escaped} | Humanise AI</title>`);
  expect(html).toContain('<meta name="description" content="A description for search engines." />');
  expect(html).toContain(`<meta property="og:title" content="${escaped} | Humanise AI" />`);

  const feed = await request.get('/blog/rss.xml');
  expect(await feed.text()).toContain(`<title>${escaped}</title>`);
  const sitemap = await request.get('/sitemap.xml');
  expect(await sitemap.text()).toContain(`/blog/${slugOf(title)}</loc>`);
});

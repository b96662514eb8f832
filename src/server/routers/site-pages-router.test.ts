// The site pages (docs/product.md "Site pages"): the default texts, who may read and who may edit, the admin's
// edit as readers then see it, bad input, and Markdown made safe.
import { describe, expect, it } from 'vitest';
import { expectBadInputRejected } from '../../../test/helpers/bad-input.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { Role } from '../../shared/constants.ts';
import { SITE_PAGE_SLUGS, type SitePageSource } from '../../shared/schemas/site-pages.ts';
import { SitePage } from '../db/entities/site-page.ts';

const t = setupTestApp();

type Caller = Role | 'anonymous';
const CALLERS: Caller[] = ['anonymous', 'client', 'copywriter', 'admin'];

async function cookieFor(as: Caller): Promise<string | undefined> {
  return as === 'anonymous' ? undefined : (await t.restLogin(as)).cookie;
}

const EDIT = { title: 'Our terms', markdown: '## Changed\n\nNew **terms** apply.' };

describe('the default texts', () => {
  it('serves each page with its default text until an admin saves one', async () => {
    const titles: Record<string, string> = {
      terms: 'Terms and Conditions',
      privacy: 'Privacy Policy',
      contact: 'Contact Us',
    };
    for (const slug of SITE_PAGE_SLUGS) {
      const response = await t.rest({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        slug,
        title: titles[slug],
        html: expect.stringContaining('<h2>'),
        updatedAt: null,
      });
      // Readers get the page, not its source.
      expect(response.body).not.toHaveProperty('markdown');
    }
  });

  it('says what the rules ask of each page', async () => {
    const html = async (slug: string) =>
      ((await t.rest({ method: 'GET', url: `/api/pages/${slug}` })).body as { html: string }).html;
    const terms = await html('terms');
    for (const words of [
      'Humanise AI Ltd',
      'Stripe',
      'owns the delivered text',
      'refund',
      'England and Wales',
    ])
      expect(terms).toContain(words);
    const privacy = await html('privacy');
    for (const words of ['UK GDPR', 'Stripe', 'How long we keep it', 'href="/account"', 'href="/contact"'])
      expect(privacy).toContain(words);
    const contact = await html('contact');
    expect(contact).toContain('href="mailto:hello@humanise.example"');
    expect(contact).toContain("message them from the job's page");
  });

  it('answers 404 for any other page', async () => {
    for (const slug of ['cookies', 'TERMS', 'terms-and-conditions']) {
      const response = await t.rest({ method: 'GET', url: `/api/pages/${slug}` });
      expect(response.status, slug).toBe(404);
      expect(response.body).toMatchObject({ code: 'NOT_FOUND' });
    }
    const { cookie } = await t.restLogin('admin');
    const response = await t.rest({ method: 'PUT', url: '/api/admin/pages/cookies', cookie, payload: EDIT });
    expect(response.status).toBe(404);
    expect(await t.em.count(SitePage, {})).toBe(0);
  });
});

describe('authorisation of every site page endpoint', () => {
  const ENDPOINTS = [
    { method: 'GET', url: '/api/pages/terms', public: true },
    { method: 'GET', url: '/api/admin/pages' },
    { method: 'PUT', url: '/api/admin/pages/terms', body: EDIT },
  ] as const;

  for (const endpoint of ENDPOINTS) {
    for (const as of CALLERS) {
      const expected = 'public' in endpoint ? 200 : as === 'anonymous' ? 401 : as === 'admin' ? 200 : 403;
      it(`${endpoint.method} ${endpoint.url} as ${as}: ${expected}`, async () => {
        const response = await t.rest({
          method: endpoint.method,
          url: endpoint.url,
          payload: 'body' in endpoint ? endpoint.body : undefined,
          cookie: await cookieFor(as),
        });
        expect(response.status, JSON.stringify(response.body)).toBe(expected);
        if (expected === 403) {
          expect(response.body).toEqual({ message: 'Only admins can do this', code: 'FORBIDDEN' });
        }
        // A refused change changed nothing.
        if (expected !== 200) expect(await t.em.count(SitePage, {})).toBe(0);
      });
    }
  }

  it('holds for the tRPC procedures the web client calls too', async () => {
    for (const as of ['anonymous', 'client', 'copywriter'] as const) {
      const { caller } = await t.createTestCaller({ as });
      const code = as === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
      await expect(caller.sitePages.sources()).rejects.toMatchObject({ code });
      await expect(caller.sitePages.update({ slug: 'terms', ...EDIT })).rejects.toMatchObject({ code });
      await expect(caller.sitePages.page({ slug: 'terms' })).resolves.toMatchObject({ slug: 'terms' });
    }
    expect(await t.em.count(SitePage, {})).toBe(0);
  });
});

describe('an admin edits a page', () => {
  it('lists every page with its Markdown, the defaults marked as such', async () => {
    const { caller } = await t.createTestCaller({ as: 'admin' });
    const pages = await caller.sitePages.sources();
    expect(pages.map((page) => page.slug)).toEqual(['terms', 'privacy', 'contact']);
    for (const page of pages) {
      expect(page).toMatchObject({ isDefault: true, updatedAt: null, updatedBy: null });
      expect(page.markdown).toMatch(/^\S/);
    }
  });

  it('saves the title and Markdown, which readers then see, and says who saved it when', async () => {
    const { user, cookie } = await t.restLogin('admin');
    const saved = await t.rest({
      method: 'PUT',
      url: '/api/admin/pages/terms',
      cookie,
      payload: { title: '  Our terms  ', markdown: EDIT.markdown },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      slug: 'terms',
      title: 'Our terms',
      markdown: EDIT.markdown,
      html: '<h2>Changed</h2>\n<p>New <strong>terms</strong> apply.</p>\n',
      updatedAt: expect.any(String),
      isDefault: false,
      updatedBy: { id: user.id, name: user.name },
    });

    const read = await t.rest({ method: 'GET', url: '/api/pages/terms' });
    expect(read.body).toEqual({
      slug: 'terms',
      title: 'Our terms',
      html: '<h2>Changed</h2>\n<p>New <strong>terms</strong> apply.</p>\n',
      updatedAt: (saved.body as SitePageSource).updatedAt,
    });
    // The other pages keep their defaults.
    const privacy = await t.rest({ method: 'GET', url: '/api/pages/privacy' });
    expect(privacy.body).toMatchObject({ title: 'Privacy Policy', updatedAt: null });

    const listed = await t.rest({ method: 'GET', url: '/api/admin/pages', cookie });
    expect((listed.body as SitePageSource[])[0]).toMatchObject({
      slug: 'terms',
      isDefault: false,
      updatedBy: { id: user.id, name: user.name },
    });
  });

  it('keeps one row per page however often and however many at once save it', async () => {
    const { caller } = await t.createTestCaller({ as: 'admin' });
    await Promise.all(
      Array.from({ length: 5 }, (_, index) =>
        caller.sitePages.update({ slug: 'contact', title: `Contact ${index}`, markdown: `Version ${index}` }),
      ),
    );
    await caller.sitePages.update({ slug: 'contact', title: 'Contact', markdown: 'The last word' });
    expect(await t.em.count(SitePage, {})).toBe(1);
    await expect(caller.sitePages.page({ slug: 'contact' })).resolves.toMatchObject({
      title: 'Contact',
      html: '<p>The last word</p>\n',
    });
  });
});

describe('bad input', () => {
  it('refuses every kind of bad body with 400 and saves nothing', async () => {
    const { cookie } = await t.restLogin('admin');
    await expectBadInputRejected(t, {
      method: 'PUT',
      url: '/api/admin/pages/privacy',
      validBody: EDIT,
      cookie: () => cookie,
    });
  });

  it('names the field of an empty title, blank content or content over the limit', async () => {
    const { cookie } = await t.restLogin('admin');
    const cases = [
      [{ title: ' ', markdown: 'x' }, 'title', 'Title is required'],
      [{ title: 'T', markdown: ' \n ' }, 'markdown', 'Content is required'],
      [
        { title: 'T', markdown: 'x'.repeat(100_001) },
        'markdown',
        'Content must be at most 100,000 characters',
      ],
      [{ title: 'x'.repeat(201), markdown: 'x' }, 'title', 'Title must be at most 200 characters'],
      [{ title: 'Two\nlines', markdown: 'x' }, 'title', expect.any(String)],
    ] as const;
    for (const [payload, field, message] of cases) {
      const response = await t.rest({ method: 'PUT', url: '/api/admin/pages/terms', cookie, payload });
      expect(response.status, field).toBe(400);
      expect(response.body).toMatchObject({ issues: [{ path: field, message }] });
    }
    expect(await t.em.count(SitePage, {})).toBe(0);
  });
});

describe('Markdown made safe', () => {
  it('never passes script, event handlers or javascript: links to readers', async () => {
    const { caller } = await t.createTestCaller({ as: 'admin' });
    await caller.sitePages.update({
      slug: 'privacy',
      title: '<script>alert(1)</script>',
      markdown: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(1)">',
        '[click](javascript:alert(1))',
        '[data](data:text/html;base64,PHNjcmlwdD4=)',
        '![x](javascript:alert(1))',
      ].join('\n\n'),
    });
    const page = await caller.sitePages.page({ slug: 'privacy' });
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(page.html).not.toMatch(/<script|<img[^>]*onerror|href="javascript|href="data|src="javascript/i);
    // The title is text, which React escapes; it is kept as written.
    expect(page.title).toBe('<script>alert(1)</script>');
  });
});

// The site's own pages (docs/product.md "Site pages"): the terms, the privacy notice and the contact page, whose
// text is Markdown an admin edits in /blog-management. One schema for the editor's form and the procedure.
import { z } from 'zod';
import './zod-setup.ts';
import { isoDateSchema, singleLineText, text } from './common.ts';

export const SITE_PAGE_SLUGS = ['terms', 'privacy', 'contact'] as const;
export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

export function isSitePageSlug(value: string): value is SitePageSlug {
  return (SITE_PAGE_SLUGS as readonly string[]).includes(value);
}

// The blog's bounds (BLOG_LIMITS): a page is a post without a slug of its own to choose.
export const SITE_PAGE_LIMITS = { title: 200, markdown: 100_000 } as const;

// A path segment: any short text, so that an address that names no page is a 404 rather than a 400.
export const sitePageSlugInputSchema = z.object({
  slug: singleLineText().max(50, 'Page not found'),
});

export const sitePageInputSchema = z.object({
  title: singleLineText()
    .trim()
    .min(1, 'Title is required')
    .max(SITE_PAGE_LIMITS.title, `Title must be at most ${SITE_PAGE_LIMITS.title} characters`),
  markdown: text()
    .max(
      SITE_PAGE_LIMITS.markdown,
      `Content must be at most ${SITE_PAGE_LIMITS.markdown.toLocaleString('en-GB')} characters`,
    )
    .refine((value) => value.trim() !== '', 'Content is required'),
});
export type SitePageForm = z.input<typeof sitePageInputSchema>;
export type SitePageInput = z.output<typeof sitePageInputSchema>;

const slugSchema = z.enum(SITE_PAGE_SLUGS);

// What a reader gets: the rendered page. `updatedAt` is null while the page shows the text kept in the code.
export const sitePageSchema = z.object({
  slug: slugSchema,
  title: z.string(),
  html: z.string(),
  updatedAt: isoDateSchema.nullable(),
});
export type SitePage = z.infer<typeof sitePageSchema>;

// What the admin's editor gets: the Markdown too, and who saved it last (null for the default text).
export const sitePageSourceSchema = sitePageSchema.extend({
  markdown: z.string(),
  isDefault: z.boolean(),
  updatedBy: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type SitePageSource = z.infer<typeof sitePageSourceSchema>;

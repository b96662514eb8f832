// The site's own pages (docs/product.md "Site pages"): the terms, the privacy notice and the contact page. Each
// shows the text an admin last saved, or, until one has, the default kept in site-page-defaults.ts. Their
// Markdown is rendered to sanitised HTML by the blog's renderer (docs/decisions/0004).
import type { EntityManager } from '@mikro-orm/postgresql';
import { renderMarkdown } from '../../shared/domain/markdown.ts';
import {
  isSitePageSlug,
  SITE_PAGE_SLUGS,
  type SitePage as SitePageDto,
  type SitePageInput,
  type SitePageSlug,
  type SitePageSource,
} from '../../shared/schemas/site-pages.ts';
import { SitePage } from '../db/entities/site-page.ts';
import type { User } from '../db/entities/user.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from './audit-log.ts';
import { SITE_PAGE_DEFAULTS } from './site-page-defaults.ts';

interface Scope {
  em: EntityManager;
}

// Any other address is simply not a page: 404, as for a blog post that does not exist.
function pageSlug(slug: string): SitePageSlug {
  if (!isSitePageSlug(slug)) throw new AppError('NOT_FOUND', 'Page not found');
  return slug;
}

function toSource(slug: SitePageSlug, page: SitePage | null): SitePageSource {
  const { title, markdown } = page ?? SITE_PAGE_DEFAULTS[slug];
  return {
    slug,
    title,
    markdown,
    html: renderMarkdown(markdown),
    updatedAt: page ? page.updatedAt.toISOString() : null,
    isDefault: page === null,
    updatedBy: page?.updatedBy ? { id: page.updatedBy.id, name: page.updatedBy.name } : null,
  };
}

/** GET /api/pages/{slug}: what a reader sees. */
export async function readSitePage({ em, slug }: Scope & { slug: string }): Promise<SitePageDto> {
  const known = pageSlug(slug);
  const page = await em.findOne(SitePage, { slug: known });
  const { title, html, updatedAt } = toSource(known, page);
  return { slug: known, title, html, updatedAt };
}

/** GET /api/admin/pages: every page with its Markdown, for the editor, in the footer's order. */
export async function listSitePageSources({ em }: Scope): Promise<SitePageSource[]> {
  const rows = await em.find(SitePage, {}, { populate: ['updatedBy'] });
  const bySlug = new Map(rows.map((row) => [row.slug, row]));
  return SITE_PAGE_SLUGS.map((slug) => toSource(slug, bySlug.get(slug) ?? null));
}

/**
 * PUT /api/admin/pages/{slug}: the page's new title and Markdown. One statement whichever admin saves first
 * (an insert that updates the row already there), so two first saves at once cannot clash.
 */
export async function saveSitePage({
  em,
  actor,
  slug,
  input,
}: Scope & { actor: User; slug: string; input: SitePageInput }): Promise<SitePageSource> {
  const known = pageSlug(slug);
  return em.transactional(async (tx) => {
    const page = await tx.upsert(SitePage, {
      slug: known,
      title: input.title,
      markdown: input.markdown,
      updatedAt: new Date(),
      updatedBy: actor,
    });
    // In this transaction, so that the change and its record are written together or not at all. A page is
    // named by its slug rather than a numeric id: the detail says which.
    recordAudit(tx, { action: 'page.updated', actor, detail: `The ${known} page: ${input.title}` });
    await tx.flush();
    return { ...toSource(known, page), updatedBy: { id: actor.id, name: actor.name } };
  });
}

import { defineEntity, p } from '@mikro-orm/core';
import { SITE_PAGE_SLUGS } from '../../../shared/schemas/site-pages.ts';
import { User } from './user.ts';

// One row per site page an admin has saved (docs/product.md "Site pages"); a page without a row shows the
// text kept in src/server/services/site-page-defaults.ts.
export const SitePageSchema = defineEntity({
  name: 'SitePage',
  tableName: 'site_pages',
  properties: {
    slug: p.enum([...SITE_PAGE_SLUGS]).primary(),
    title: p.string().length(200),
    markdown: p.text(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    // Accounts are kept when deleted (anonymised), so the name stays; set null only if a row ever goes.
    updatedBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
  },
});

export class SitePage extends SitePageSchema.class {}
SitePageSchema.setClass(SitePage);

import { pageQuerySchema } from '../../shared/schemas/paging.ts';
import {
  sitePageInputSchema,
  sitePageSchema,
  sitePageSlugInputSchema,
  sitePageSourceSchema,
} from '../../shared/schemas/site-pages.ts';
import { listOutput } from '../http/list-output.ts';
import { arrayPage } from '../services/read-models/page.ts';
import * as sitePages from '../services/site-pages.ts';
import { router } from '../trpc/init.ts';
import { linked } from '../trpc/paging.ts';
import { adminProcedure, publicProcedure } from '../trpc/procedures.ts';

const tags = ['pages'];

// The terms, privacy and contact pages (docs/product.md "Site pages"): anyone reads them, admins edit them.
export const sitePagesRouter = router({
  page: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/pages/{slug}',
        tags,
        summary: 'A site page (terms, privacy or contact) with its content as sanitised HTML',
        description:
          'updatedAt is null while the page shows its default text. Answers 404 for any other slug.',
        protect: false,
      },
    })
    .input(sitePageSlugInputSchema)
    .output(sitePageSchema)
    .query(({ ctx, input }) => sitePages.readSitePage({ em: ctx.em, slug: input.slug })),

  sources: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/pages',
        tags,
        summary: 'Every site page with its Markdown, for the editor (paged like every list: Link rel="next")',
      },
    })
    .input(pageQuerySchema.optional())
    .output(listOutput(sitePageSourceSchema))
    .query(async ({ ctx, input }) =>
      linked(ctx, arrayPage(await sitePages.listSitePageSources({ em: ctx.em }), input ?? {})),
    ),

  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/pages/{slug}',
        tags,
        summary: "Save a site page's title and Markdown",
      },
    })
    .input(sitePageInputSchema.extend(sitePageSlugInputSchema.shape))
    .output(sitePageSourceSchema)
    .mutation(({ ctx, input: { slug, ...input } }) =>
      sitePages.saveSitePage({ em: ctx.em, actor: ctx.user, slug, input }),
    ),
});

import type { Context } from './context.ts';

// A paged list keeps its body an array (or its documented shape) and names the next page in a Link header
// (RFC 8288): the same path and query with the next cursor. Only REST callers read it.
export function linkNextPage(ctx: Pick<Context, 'url' | 'setHeader'>, nextCursor: string | null): void {
  if (!nextCursor || !ctx.url.startsWith('/api/')) return;
  const url = new URL(ctx.url, 'http://placeholder');
  url.searchParams.set('cursor', nextCursor);
  ctx.setHeader('Link', `<${url.pathname}${url.search}>; rel="next"`);
}

// A REST list answers a page's items and names the page after it in the Link header.
export function linked<Item>(
  ctx: Pick<Context, 'url' | 'setHeader'>,
  page: { items: Item[]; nextCursor: string | null },
): Item[] {
  linkNextPage(ctx, page.nextCursor);
  return page.items;
}

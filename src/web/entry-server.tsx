// The public pages as HTML (docs/decisions/0009): rendered at build time where they show no data
// (scripts/prerender.ts), and by the server with their data for the blog and the copywriters' directory
// (src/server/web-pages.ts); the client's dashboard by the server for the request's account
// (docs/decisions/0013). The browser then hydrates this HTML with the very same <App> (main.tsx).
import { dehydrate } from '@tanstack/react-query';
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server';
import { prerender } from 'react-dom/static';
import type { Language } from '../shared/constants.ts';
import { App } from './app.tsx';
import { documentTitle, routeTitle } from './lib/document-title.ts';
import { SSR_STATE_ID, type SsrState } from './lib/hydration.ts';
import { SPELLING_LABELS } from './lib/spelling.ts';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router.tsx';

export { sendReadsThrough } from './trpc.ts';

export interface RouteAssets {
  /** Per route id, the style sheets its chunks bring beyond the entry's (scripts/route-assets.ts). */
  styles: Record<string, string[]>;
  /** The text of each of those sheets. */
  sheets: Record<string, string>;
}

export interface PageRequest {
  /** The path and query of the page, e.g. /blog?category=seo. */
  url: string;
  language: Language;
  /** The origin the page is rendered for; a page prerendered at build time has none. */
  origin?: string;
  /** The built index.html the page goes into. */
  template: string;
  assets?: RouteAssets;
  /**
   * Rendered for the account whose cookie the server's reads carry: the guards read the session. Otherwise
   * the page is for nobody in particular and no session is read.
   */
  asAccount?: boolean;
  /** The route's code, which the browser asks for once the page is painted (docs/decisions/0043). */
  codeAfterPaint?: string[];
  /** The address the browser is to show: the page's own when the server followed the router's redirect to it. */
  address?: string;
}

export type RenderedPage =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: number; location: string };

export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const handler = createRequestHandler({
    createRouter: () =>
      createAppRouter({ queryClient, server: true, readsSession: request.asAccount ?? false }),
    request: new Request(new URL(request.url, request.origin ?? 'http://localhost')),
  });
  const response = await handler(async ({ router, responseHeaders }) => {
    const errors: unknown[] = [];
    const { prelude } = await prerender(
      <App router={router} queryClient={queryClient} language={request.language} origin={request.origin} />,
      {
        onError: (error) => void errors.push(error),
        // React would otherwise send a large suspense boundary's content apart and move it into place with an
        // inline script, which the CSP forbids: every boundary is complete in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    );
    const body = await new Response(prelude).text();
    // A part that failed would be left for the browser to render, with a hydration error: the caller falls
    // back to the plain app shell instead.
    if (errors.length > 0) throw errors[0];
    // Likewise a page whose read failed: the browser would not have the data to hydrate its error with.
    const failedRead = queryClient
      .getQueryCache()
      .getAll()
      .find((query) => query.state.status === 'error');
    if (failedRead) throw failedRead.state.error;
    const failedMatch = router.state.matches.find((match) => match.status === 'error');
    if (failedMatch) throw failedMatch.error;
    const state: SsrState = {
      language: request.language,
      year: new Date().getFullYear(),
      ...(request.origin ? { origin: request.origin } : {}),
      ...(request.asAccount ? { account: true as const } : {}),
      ...(request.codeAfterPaint ? { codeAfterPaint: request.codeAfterPaint } : {}),
      ...(request.address ? { address: request.address } : {}),
      queries: dehydrate(queryClient),
    };
    const head = routeStyleTags(
      router.state.matches.map((match) => match.routeId),
      request.assets,
    );
    const title = documentTitle(routeTitle(router.state.matches), request.language);
    return new Response(intoDocument(request.template, body, state, head, title), {
      status: getSsrStatus(router),
      headers: responseHeaders,
    });
  });
  const location = response.headers.get('Location');
  if (response.status >= 300 && response.status < 400 && location) {
    return { kind: 'redirect', status: response.status, location };
  }
  return { kind: 'page', status: response.status, html: await response.text() };
}

// The sheets of the page's route, in its <head> rather than linked: the HTML is styled as soon as it arrives,
// without a request per sheet before the first paint. Vite's loader, which adds a chunk's sheets when the chunk
// loads, first looks for a link to each: a disabled one, never fetched nor applied, says the sheet is here.
function routeStyleTags(routeIds: string[], assets: RouteAssets | undefined): string {
  const hrefs = new Set(routeIds.flatMap((routeId) => assets?.styles[routeId] ?? []));
  return [...hrefs]
    .map((href) => {
      const css = (assets?.sheets[href] ?? '').replace(/<\/style/gi, '<\\/style');
      return `<style>${css}</style>\n    <link rel="stylesheet" crossorigin href="${href}" disabled>`;
    })
    .join('\n    ');
}

/**
 * The rendered app and its state in the built index.html, with the language of its spelling and the page's
 * title (the brand alone unless given; lib/document-title.ts).
 */
export function intoDocument(
  template: string,
  body: string,
  state: SsrState,
  head = '',
  title = SPELLING_LABELS[state.language].brand,
): string {
  const labels = SPELLING_LABELS[state.language];
  // Inside a <script> element only "</script" and "<!--" could end or upset it; JSON has no other use for "<".
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  const filled = template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${labels.htmlLang}"`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`)
    .replace('</head>', () => (head ? `  ${head}\n  </head>` : '</head>'))
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body}</div>\n    <script type="application/json" id="${SSR_STATE_ID}">${json}</script>`,
    );
  if (!filled.includes(`id="${SSR_STATE_ID}"`)) throw new Error('the template has no <div id="root"></div>');
  return filled;
}

// A title is text: a job's or a post's may hold "<" or "&".
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

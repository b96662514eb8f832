// Mantine's base styles, in its cascade layer; each file that uses Mantine's components imports their sheets
// (scripts/mantine-styles.ts, docs/decisions/0033).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './theme.css';
import './global.css';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { answeredNow, readSsrState, settlePage, settleWhenIdle } from './lib/hydration.ts';
import { queryClient } from './query-client.ts';
import { createAppRouter, type WebRouter } from './router.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');
const container: HTMLElement = rootElement;

// Starting the page is done in steps, with the browser free to paint and to handle input between them, rather
// than in one long task (docs/decisions/0009).
function yieldToMain(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// Links added to the head per task: each starts a request, about 1 to 7 ms on a phone's CPU (measured with
// Chromium's 4x slowdown), so sixty at once were one long task and twelve still took 50 to 70 ms.
const PRELOADS_PER_TASK = 4;

// The route's chunks, asked for together once the page has been painted: otherwise the router would ask for
// them in a chain of round trips, one import after another (docs/decisions/0043).
function preloadAfterPaint(files: readonly string[]): void {
  const addFrom = (start: number) => {
    const links = document.createDocumentFragment();
    for (const file of files.slice(start, start + PRELOADS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      links.append(link);
    }
    document.head.append(links);
    if (start + PRELOADS_PER_TASK < files.length) setTimeout(() => addFrom(start + PRELOADS_PER_TASK), 0);
  };
  requestAnimationFrame(() => setTimeout(() => addFrom(0), 0));
}

function renderFresh(router: WebRouter): void {
  settlePage();
  createRoot(container).render(<App router={router} queryClient={queryClient} />);
}

// A public page, or a signed-in screen, arrives rendered by the server (docs/decisions/0009, 0013, 0043): the
// router first loads the same route with the same data, which the page carries, and React then takes over the
// HTML rather than redrawing it.
async function start(): Promise<void> {
  const ssr = readSsrState();
  // Before the router reads the address: it then loads the page the HTML holds, as the redirect would have
  // (which keeps the fragment, as this does).
  if (ssr?.address && ssr.address !== window.location.pathname + window.location.search) {
    window.history.replaceState(window.history.state, '', ssr.address + window.location.hash);
  }
  if (ssr?.codeAfterPaint) preloadAfterPaint(ssr.codeAfterPaint);
  await yieldToMain();
  const router = createAppRouter({ queryClient });
  if (!ssr || !container.hasChildNodes()) return renderFresh(router);
  await yieldToMain();
  if (ssr.queries) hydrateQueries(queryClient, answeredNow(ssr.queries));
  const rendered = window.location.pathname;
  await router.load();
  const { location, matches } = router.state;
  // A guard that moved on (a signed-in visitor on /login) or a read that failed leaves another page than the
  // one in the HTML: that one is drawn afresh.
  if (location.pathname !== rendered || matches.some((match) => match.status !== 'success')) {
    return renderFresh(router);
  }
  await yieldToMain();
  // Tells the router's components that this render hydrates server HTML, which has no suspense boundary of
  // the router's own at its root.
  router.ssr = { manifest: undefined };
  // In a transition, hydration yields to the browser between components instead of blocking it throughout.
  startTransition(() => {
    hydrateRoot(container, <App router={router} queryClient={queryClient} language={ssr.language} />);
  });
  settleWhenIdle();
}

void start();

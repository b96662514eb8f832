// Mantine's base styles, in its cascade layer; each file that uses Mantine's components imports their sheets
// (scripts/mantine-styles.ts, docs/decisions/0033).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './global.css';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { answeredNow, readSsrState } from './lib/hydration.ts';
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

function renderFresh(router: WebRouter): void {
  createRoot(container).render(<App router={router} queryClient={queryClient} />);
}

// A public page, or the client's dashboard, arrives rendered by the server (docs/decisions/0009, 0013): the
// router first loads the same route with the same data, which the page carries, and React then takes over the
// HTML rather than redrawing it.
async function start(): Promise<void> {
  await yieldToMain();
  const router = createAppRouter({ queryClient });
  const ssr = readSsrState();
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
}

void start();

import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { documentTitle, routeTitle } from '../lib/document-title.ts';
import { useSpelling } from './spelling-provider.tsx';

/**
 * Keeps the tab's title on the route shown, in the reader's spelling (lib/document-title.ts). Not the router's
 * <HeadContent />: that writes a route's title as given, in one spelling and without the brand, and on the
 * server it would land inside the page's body, which is all the server renders.
 */
export function DocumentTitle() {
  const { language } = useSpelling();
  const title = useRouterState({ select: (state) => routeTitle(state.matches) });
  useEffect(() => {
    const next = documentTitle(title, language);
    if (document.title !== next) document.title = next;
  }, [title, language]);
  return null;
}

// The tab's title: each route names itself through the router's head support (`head: () => ({ meta: [{ title
// }] })`, in British spelling), and the page's title is that name, in the reader's spelling, before the brand:
// "Pricing | Humanise AI". The browser sets it as the route changes (components/document-title.tsx) and the
// server writes the same into the HTML it renders (entry-server.tsx), so a screen reader and a search engine
// read where they are before any script runs.
import type { Language } from '../../shared/constants.ts';
import { SPELLING_LABELS } from './spelling.ts';

/** What the title needs of a router match. */
export interface TitledMatch {
  status: string;
  /** Set by the router on the match that shows the not-found page (an address no route matches). */
  _notFound?: boolean;
  meta?: ReadonlyArray<{ title?: string } | undefined>;
}

export const NOT_FOUND_TITLE = 'Page not found';

/** The deepest route's own title, or the not-found page's when nothing matched or a guard said not found. */
export function routeTitle(matches: readonly TitledMatch[]): string | undefined {
  if (matches.some((match) => match.status === 'notFound' || match._notFound)) return NOT_FOUND_TITLE;
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const title = matches[index]?.meta?.find((meta) => meta?.title)?.title;
    if (title) return title;
  }
  return undefined;
}

// The words of titles that American spelling writes otherwise; the brand comes from the spelling table.
const AMERICAN_WORDS: ReadonlyArray<[RegExp, string]> = [
  [/\b([Hh]umani)s(e|ed|ing)\b/g, '$1z$2'],
  [/\b([Oo]ptimi)s(ation|e|ed|ing)\b/g, '$1z$2'],
];

/** A route's title in the reader's spelling, before the brand; the brand alone where the route has none. */
export function documentTitle(title: string | undefined, language: Language): string {
  const brand = SPELLING_LABELS[language].brand;
  if (!title) return brand;
  const spelled =
    language === 'us'
      ? AMERICAN_WORDS.reduce((text, [pattern, replacement]) => text.replace(pattern, replacement), title)
      : title;
  return `${spelled} | ${brand}`;
}

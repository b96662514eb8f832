import { describe, expect, it } from 'vitest';
import { documentTitle, NOT_FOUND_TITLE, routeTitle } from './document-title.ts';

describe('routeTitle', () => {
  it('is the deepest route’s own title', () => {
    const matches = [
      { status: 'success', meta: undefined },
      { status: 'success', meta: [{ title: 'Chat' }] },
      { status: 'success', meta: [undefined, { title: 'Conversation' }] },
    ];
    expect(routeTitle(matches)).toBe('Conversation');
    expect(routeTitle(matches.slice(0, 2))).toBe('Chat');
    expect(routeTitle(matches.slice(0, 1))).toBeUndefined();
  });

  it('names the not-found page when a route said not found', () => {
    expect(routeTitle([{ status: 'notFound' }, { status: 'success', meta: [{ title: 'Job' }] }])).toBe(
      NOT_FOUND_TITLE,
    );
    // An address no route matches: the root shows the not-found page.
    expect(routeTitle([{ status: 'success', _notFound: true }])).toBe(NOT_FOUND_TITLE);
  });
});

describe('documentTitle', () => {
  it('puts the route’s title before the brand, in the reader’s spelling', () => {
    expect(documentTitle('Pricing', 'uk')).toBe('Pricing | Humanise AI');
    expect(documentTitle('Pricing', 'us')).toBe('Pricing | Humanize AI');
    expect(documentTitle('Humanise your content', 'uk')).toBe('Humanise your content | Humanise AI');
    expect(documentTitle('Humanise your content', 'us')).toBe('Humanize your content | Humanize AI');
    expect(documentTitle('Search optimisation tips', 'us')).toBe('Search optimization tips | Humanize AI');
  });

  it('is the brand alone for a route without a title', () => {
    expect(documentTitle(undefined, 'uk')).toBe('Humanise AI');
    expect(documentTitle(undefined, 'us')).toBe('Humanize AI');
  });
});

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { intoDocument } from './entry-server.tsx';

const template = readFileSync(path.resolve(import.meta.dirname, 'index.html'), 'utf8');

describe('intoDocument', () => {
  it('puts the rendered app, its state, the spelling’s language and title and the head into the page', () => {
    const html = intoDocument(
      template,
      '<main>hello</main>',
      { language: 'us', year: 2026 },
      '<style>x</style>',
    );
    expect(html).toContain('<html lang="en-US"');
    expect(html).toContain('<title>Humanize AI</title>');
    expect(html).toContain('<div id="root"><main>hello</main></div>');
    expect(html).toContain(
      '<script type="application/json" id="ssr-state">{"language":"us","year":2026}</script>',
    );
    expect(html.indexOf('<style>x</style>')).toBeLessThan(html.indexOf('</head>'));
  });

  it('puts the page’s title in, as text', () => {
    const html = intoDocument(
      template,
      '',
      { language: 'uk', year: 2026 },
      '',
      'Fish & <Chips> | Humanise AI',
    );
    expect(html).toContain('<title>Fish &amp; &lt;Chips&gt; | Humanise AI</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('keeps data that looks like markup inside the state element', () => {
    const hostile = '</script><script>alert(1)</script><!--';
    const queries = {
      mutations: [],
      queries: [{ queryKey: ['post'], queryHash: '["post"]', state: { data: { title: hostile } } }],
    } as unknown as DehydratedState;
    const html = intoDocument(template, '', { language: 'uk', year: 2026, queries });
    const state = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(state).toBeDefined();
    expect(state).not.toContain('<');
    expect(JSON.parse(state!).queries.queries[0].state.data.title).toBe(hostile);
  });
});

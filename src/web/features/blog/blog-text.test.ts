import { describe, expect, it } from 'vitest';
import { EXCERPT_LENGTHS } from '../../../shared/constants.ts';
import { postDate, postExcerpt, stripMarkdown } from './blog-text.ts';

describe('stripMarkdown', () => {
  it('keeps the words of headings, emphasis, links, images, lists and code', () => {
    expect(
      stripMarkdown(
        '# Heading\n\nSome **bold**, _italic_ and `code` with [a link](https://x.example) and ![alt](/a.png).\n\n- one\n1. two\n> quoted\n\n```js\nconst a = 1;\n```\n\n---',
      ),
    ).toBe('Heading Some bold, italic and code with a link and alt. one two quoted const a = 1;');
  });

  it('leaves snake_case and arithmetic alone', () => {
    expect(stripMarkdown('use snake_case_names and 2 * 3 * 4')).toBe('use snake_case_names and 2 * 3 * 4');
  });
});

describe('postExcerpt', () => {
  it('prefers the post’s own excerpt and cuts it at the length', () => {
    expect(
      postExcerpt({ excerpt: 'x'.repeat(130), content: 'ignored' }, EXCERPT_LENGTHS.blogPublicList),
    ).toBe(`${'x'.repeat(120)}...`);
  });

  it('falls back to the start of the content without its markup', () => {
    expect(postExcerpt({ excerpt: null, content: '## Title\n\nBody **text**' }, 100)).toBe('Title Body text');
    expect(postExcerpt({ excerpt: '   ', content: 'Body' }, 100)).toBe('Body');
    expect(postExcerpt({ excerpt: null, content: 'a'.repeat(150) }, EXCERPT_LENGTHS.blogAdminFallback)).toBe(
      `${'a'.repeat(100)}...`,
    );
  });
});

describe('postDate', () => {
  it('shows when the post was published, else when it was written', () => {
    expect(postDate({ publishedAt: '2026-11-21T10:00:00Z', createdAt: '2026-01-05T10:00:00Z' })).toBe(
      '21 Nov 2026',
    );
    expect(postDate({ publishedAt: null, createdAt: '2026-01-05T10:00:00Z' })).toBe('5 Jan 2026');
  });

  it('gives the date in UTC when asked, as the server renders it, whatever the reader’s zone', () => {
    // 23:30 in New York on 20 November is already 21 November in UTC.
    expect(postDate({ publishedAt: '2026-11-21T04:30:00Z', createdAt: '2026-01-05T10:00:00Z' }, 'UTC')).toBe(
      '21 Nov 2026',
    );
    expect(postDate({ publishedAt: '2026-11-20T23:59:59Z', createdAt: '2026-01-05T10:00:00Z' }, 'UTC')).toBe(
      '20 Nov 2026',
    );
  });
});

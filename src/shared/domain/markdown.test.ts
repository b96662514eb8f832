import { describe, expect, it } from 'vitest';
import { isSafeMarkdownUrl, markdownToPlainText, renderMarkdown } from './markdown.ts';

// The tags markdown-it itself writes; anything else in the output came from the author and got through.
const MARKDOWN_TAGS = new Set(
  'p br hr h1 h2 h3 h4 h5 h6 em strong s code pre blockquote ul ol li a img table thead tbody tr th td'.split(
    ' ',
  ),
);

interface Tag {
  name: string;
  attributes: Record<string, string>;
}

// markdown-it escapes every "<" and '"' of the author's text, so each "<" in its output opens a tag it wrote
// and every attribute value is double-quoted.
function tagsOf(html: string): Tag[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map((match) => {
    const attributes: Record<string, string> = {};
    for (const attribute of match[2]!.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)) {
      attributes[attribute[1]!.toLowerCase()] = attribute[2] ?? '';
    }
    return { name: match[1]!.toLowerCase(), attributes };
  });
}

function expectInert(html: string) {
  for (const tag of tagsOf(html)) {
    expect(MARKDOWN_TAGS.has(tag.name), `<${tag.name}> in ${html}`).toBe(true);
    for (const [name, value] of Object.entries(tag.attributes)) {
      expect(name.startsWith('on'), `${name} in ${html}`).toBe(false);
      if (name === 'href' || name === 'src') {
        const decoded = value
          .replace(/&amp;/g, '&')
          .replace(/&#(\d+);/g, (_, code) => String.fromCharCode(code));
        // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers strip these before the scheme
        const scheme = /^[\u0000-\u0020]*([a-z][a-z0-9+.-]*):/i.exec(decoded)?.[1]?.toLowerCase();
        expect(['http', 'https', 'mailto', undefined, 'data']).toContain(scheme);
        if (scheme === 'data') expect(decoded).toMatch(/^data:image\/(png|gif|jpeg|webp);/);
      }
    }
  }
}

const HOSTILE = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '<svg onload=alert(1)>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](javascript&colon;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript:alert(1))',
  '[click](<java\tscript:alert(1)>)',
  '[click](<java\nscript:alert(1)>)',
  '[click](\u0001javascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '[click](//evil.example/path)',
  '<javascript:alert(1)>',
  'javascript:alert(1)',
  '![x](javascript:alert(1))',
  '[click][evil]\n\n[evil]: javascript:alert(1)',
  '[click](https://ok.example "title\\" onmouseover=\\"alert(1)")',
  '![a" onerror="alert(1)](/image.png)',
  '```html\n<script>alert(1)</script>\n```',
  '`<img src=x onerror=alert(1)>`',
  '> <iframe srcdoc="<script>alert(1)</script>">',
  '| a |\n|---|\n| <script>alert(1)</script> |',
];

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    const html = renderMarkdown(
      '# Title\n\nSome **bold** text with [a link](https://example.com) and ![an image](/a.png).',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com">a link</a>');
    expect(html).toContain('<img src="/a.png" alt="an image" loading="lazy">');
  });

  it('keeps safe addresses: relative paths, anchors, mailto, inline raster images', () => {
    expect(renderMarkdown('[a](/pricing)')).toContain('href="/pricing"');
    expect(renderMarkdown('[a](#top)')).toContain('href="#top"');
    expect(renderMarkdown('[a](mailto:hello@example.com)')).toContain('href="mailto:hello@example.com"');
    expect(renderMarkdown('![a](data:image/png;base64,iVBORw0KGgo=)')).toContain(
      'src="data:image/png;base64,iVBORw0KGgo="',
    );
  });

  it.each(HOSTILE)('leaves nothing active in %j', (source) => {
    expectInert(renderMarkdown(source));
  });

  it('shows raw HTML as text rather than dropping it', () => {
    const html = renderMarkdown('<script>alert(1)</script>');
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('leaves a refused link as its text', () => {
    const html = renderMarkdown('[click](javascript:alert(1))');
    expect(html).not.toContain('<a');
    expect(html).toContain('[click](javascript:alert(1))');
  });

  it('keeps the hostile inputs inert all together too', () => {
    expectInert(renderMarkdown(HOSTILE.join('\n\n')));
  });
});

describe('isSafeMarkdownUrl', () => {
  it.each([
    ['https://example.com', true],
    ['HTTP://example.com', true],
    ['mailto:a@example.com', true],
    ['/blog/post', true],
    ['#anchor', true],
    ['relative/path', true],
    ['data:image/webp;base64,AAAA', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['vbscript:x', false],
    ['data:text/html,<b>', false],
    ['data:image/svg+xml;base64,AAAA', false],
    ['file:///etc/passwd', false],
    ['//evil.example', false],
    ['ftp://example.com', false],
  ])('%s: %s', (url, expected) => {
    expect(isSafeMarkdownUrl(url)).toBe(expected);
  });
});

describe('markdownToPlainText', () => {
  it('keeps the words and drops the markup', () => {
    expect(
      markdownToPlainText(
        '# Heading\n\nSome **bold** and `code`, a [link](https://x.example).\n\n- one\n- two',
      ),
    ).toBe('Heading Some bold and code, a link. one two');
  });

  it('keeps raw HTML as the text it is shown as', () => {
    expect(markdownToPlainText('<b>hi</b>')).toBe('<b>hi</b>');
  });
});

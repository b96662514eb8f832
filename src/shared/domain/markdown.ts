// Blog posts are Markdown, rendered to HTML that is safe to put into a reader's page (docs/product.md
// "Blog"): no script, no event handler, no javascript: URL. The server renders the post page and the page's meta tags
// with it, and the admin's live preview imports the same module, so the preview is what readers get.
//
// markdown-it with `html: false` never passes raw HTML through: a <script>, an <iframe> or an onerror
// attribute typed into a post comes out as visible, escaped text. Every link and image address goes through
// validateLink below, which admits http(s), mailto, same-site paths and anchors, and inline raster images.
import MarkdownIt from 'markdown-it';

const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto']);
const SAFE_DATA_IMAGE = /^data:image\/(gif|png|jpeg|webp);/i;

// Called with the address already entity-decoded and percent-encoded by markdown-it, so a tab or an entity
// cannot hide a scheme from it (an encoded "java%09script:" has no scheme at all: it is a relative path).
export function isSafeMarkdownUrl(url: string): boolean {
  const trimmed = url.trim();
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return !trimmed.startsWith('//') && !trimmed.startsWith('\\');
  return SAFE_SCHEMES.has(scheme) || SAFE_DATA_IMAGE.test(trimmed);
}

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false, breaks: false });
markdown.validateLink = isSafeMarkdownUrl;

const renderImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, index, options, env, self) => {
  tokens[index]!.attrSet('loading', 'lazy');
  return renderImage(tokens, index, options, env, self);
};

export function renderMarkdown(source: string): string {
  return markdown.render(source);
}

// The words of a post without its markup, for meta descriptions, feeds and excerpts.
export function markdownToPlainText(source: string): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    if (token.type !== 'inline' && token.type !== 'fence' && token.type !== 'code_block') continue;
    if (token.type !== 'inline') {
      words.push(token.content);
      continue;
    }
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      else if (child.type === 'image') words.push(child.content);
      else if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    words.push(' ');
  }
  return words.join('').replace(/\s+/g, ' ').trim();
}

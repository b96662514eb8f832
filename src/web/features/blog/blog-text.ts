// The short texts the blog shows about a post: its excerpt, or the start of its content with the Markdown
// taken out. A light pattern-based strip rather than the full renderer, which stays out of the public pages.
import { excerpt } from '../../../shared/domain/text.ts';
import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { formatDate } from '../../lib/format.ts';

export function stripMarkdown(markdown: string): string {
  return (
    markdown
      // Fenced code keeps its code; the fences go.
      .replace(/^\s*(```|~~~).*$/gm, '')
      // Images keep their alt text, links their text.
      .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/\[([^\]]*)\]\[[^\]]*\]/g, '$1')
      .replace(/^\s*\[[^\]]+\]:\s*\S+.*$/gm, '')
      // Headings, quotes, list markers and rules at the start of a line.
      .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
      .replace(/^\s*([-*_]\s*){3,}$/gm, '')
      // Emphasis and inline code markers.
      .replace(/(\*\*|__|~~|`)/g, '')
      .replace(/(^|[\s(])[*_](\S|\S[^*_\n]*\S)[*_](?=[\s).,;:!?]|$)/gm, '$1$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** A post's excerpt in a list: its own, else the start of its content (docs/product.md "Blog"). */
export function postExcerpt(post: Pick<BlogPost, 'excerpt' | 'content'>, length: number): string {
  const own = post.excerpt?.trim();
  return excerpt(own || stripMarkdown(post.content), length);
}

/** The date a reader sees: when the post was published, or when it was written for a draft. */
export function postDate(
  post: Pick<BlogPost, 'publishedAt' | 'createdAt'>,
  zone: 'local' | 'UTC' = 'local',
): string | undefined {
  return formatDate(post.publishedAt ?? post.createdAt, zone);
}

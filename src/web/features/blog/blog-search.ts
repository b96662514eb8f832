// The blog list's search box and category sidebar live in the address (?q=...&category=slug), so that a
// filtered list can be shared and the back button undoes a filter.
import type { BlogPost } from '../../../shared/schemas/blog.ts';

export interface BlogSearch {
  q?: string;
  category?: string;
}

const MAX_SEARCH_LENGTH = 200;

function searchText(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  // Spaces are kept as typed, so that the search box shows exactly what the address holds.
  const text = value.slice(0, MAX_SEARCH_LENGTH);
  return text === '' ? undefined : text;
}

export function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  const q = searchText(search.q);
  const category = searchText(search.category);
  return { ...(q ? { q } : {}), ...(category ? { category } : {}) };
}

/** The posts of the chosen category whose title, excerpt, content or category contains every searched word. */
export function filterPosts(posts: readonly BlogPost[], { q, category }: BlogSearch): BlogPost[] {
  const words = (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
  return posts.filter((post) => {
    if (category && post.category?.slug !== category) return false;
    if (words.length === 0) return true;
    const haystack = [post.title, post.excerpt ?? '', post.content, post.category?.name ?? '']
      .join('\n')
      .toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

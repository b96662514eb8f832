import type { BlogPost } from '../../../shared/schemas/blog.ts';
import { useHydrated } from '../../lib/hydration.ts';
import { postDate } from './blog-text.ts';

/**
 * A post's date. The server renders it in UTC, not knowing the reader's time zone, and hydration must show
 * the same; the reader's own date follows straight after (docs/decisions/0009).
 */
export function PostDate({ post }: { post: Pick<BlogPost, 'publishedAt' | 'createdAt'> }) {
  const hydrated = useHydrated();
  return postDate(post, hydrated ? 'local' : 'UTC');
}

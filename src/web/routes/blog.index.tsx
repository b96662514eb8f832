import { createFileRoute } from '@tanstack/react-router';
import { BlogListPage } from '../features/blog/blog-list-page.tsx';
import { BlogLoadError, BlogPending } from '../features/blog/blog-pending.tsx';
import { loadBlogList } from '../features/blog/blog-queries.ts';
import { validateBlogSearch } from '../features/blog/blog-search.ts';

export const Route = createFileRoute('/blog/')({
  head: () => ({ meta: [{ title: 'Blog' }] }),
  validateSearch: validateBlogSearch,
  loader: ({ context }) => loadBlogList(context.queryClient),
  pendingComponent: () => <BlogPending />,
  errorComponent: BlogLoadError,
  component: BlogRoute,
});

function BlogRoute() {
  return <BlogListPage search={Route.useSearch()} />;
}

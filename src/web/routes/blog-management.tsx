import { createFileRoute, redirect } from '@tanstack/react-router';
import { BlogLoadError, BlogPending } from '../features/blog/blog-pending.tsx';
import { loadBlogManagement } from '../features/blog/blog-queries.ts';
import { BlogManagementPage } from '../features/blog/management/blog-management-page.tsx';
import { loadCurrentUser } from '../lib/current-user.ts';

// A visitor goes to log in, anyone but an admin goes home (docs/product.md "Admin").
export const Route = createFileRoute('/blog-management')({
  head: () => ({ meta: [{ title: 'Blog management' }] }),
  beforeLoad: async () => {
    const user = await loadCurrentUser();
    if (!user) throw redirect({ to: '/login', search: { returnTo: '/blog-management' }, replace: true });
    if (user.role !== 'admin') throw redirect({ to: '/', replace: true });
  },
  loader: ({ context }) => loadBlogManagement(context.queryClient),
  pendingComponent: () => <BlogPending label="Checking permissions..." />,
  pendingMs: 0,
  errorComponent: BlogLoadError,
  component: BlogManagementPage,
});

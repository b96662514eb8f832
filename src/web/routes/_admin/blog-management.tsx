import { createFileRoute } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { BlogLoadError, BlogPending } from '../../features/blog/blog-pending.tsx';
import { loadBlogManagement } from '../../features/blog/blog-queries.ts';
import { BlogManagementPage } from '../../features/blog/management/blog-management-page.tsx';

export const Route = createFileRoute('/_admin/blog-management')({
  head: () => ({ meta: [{ title: 'Blog management' }] }),
  loader: ({ context }) => loadBlogManagement(context.queryClient),
  pendingComponent: () => <BlogPending label="Checking permissions..." />,
  pendingMs: 0,
  errorComponent: BlogLoadError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <BlogManagementPage />
    </HydratedFieldset>
  ),
});

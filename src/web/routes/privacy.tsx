import { createFileRoute } from '@tanstack/react-router';
import { BlogLoadError, BlogPending } from '../features/blog/blog-pending.tsx';
import { sitePageQuery } from '../features/blog/blog-queries.ts';
import { SitePageView } from '../features/blog/site-page.tsx';

// Rendered by the server with its text (docs/decisions/0009), like a blog post.
export const Route = createFileRoute('/privacy')({
  loader: async ({ context }) => {
    const page = await context.queryClient.ensureQueryData(sitePageQuery('privacy'));
    return { title: page.title };
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? 'Privacy Policy' }] }),
  pendingComponent: () => <BlogPending />,
  errorComponent: () => <BlogLoadError title="This page could not be loaded" />,
  component: () => <SitePageView slug="privacy" />,
});

import { createFileRoute, redirect } from '@tanstack/react-router';
import { BlogLoadError, BlogPending } from '../features/blog/blog-pending.tsx';
import { BlogPostPage } from '../features/blog/blog-post-page.tsx';
import { postPageQuery } from '../features/blog/blog-queries.ts';
import { httpStatusOf } from '../lib/api-error.ts';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context, params }) => {
    try {
      const page = await context.queryClient.ensureQueryData(postPageQuery(params.slug));
      return { title: page.post.title };
    } catch (error) {
      // A slug that is not among the published posts leads back to the blog (docs/product.md "Blog").
      if (httpStatusOf(error) === 404 || httpStatusOf(error) === 400)
        throw redirect({ to: '/blog', replace: true });
      throw error;
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? 'Blog' }] }),
  pendingComponent: () => <BlogPending />,
  errorComponent: BlogLoadError,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  return <BlogPostPage slug={slug} />;
}

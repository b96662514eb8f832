// The blog's reads. Route loaders wait for them and the pages read the same cache.
import type { QueryClient } from '@tanstack/react-query';
import type { SitePageSlug } from '../../../shared/schemas/site-pages.ts';
import { trpc } from '../../trpc.ts';

export const publishedPostsQuery = () => trpc.blog.publishedPosts.queryOptions();
export const categoriesQuery = () => trpc.blog.categories.queryOptions();
export const postPageQuery = (slug: string) => trpc.blog.postPage.queryOptions({ slug });
export const allPostsQuery = () => trpc.blog.listPosts.queryOptions();

export async function loadBlogList(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(publishedPostsQuery()),
    queryClient.ensureQueryData(categoriesQuery()),
  ]);
}

export async function loadBlogManagement(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.ensureQueryData(allPostsQuery()),
    queryClient.ensureQueryData(categoriesQuery()),
    queryClient.ensureQueryData(sitePageSourcesQuery()),
  ]);
}

/** After any change an admin makes, every blog read (the admin's and the public ones) is out of date. */
export async function refreshBlog(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: trpc.blog.pathKey() });
}

// The site pages (terms, privacy, contact) are Markdown the admin edits beside the blog, rendered as posts are.
export const sitePageQuery = (slug: SitePageSlug) => trpc.sitePages.page.queryOptions({ slug });
export const sitePageSourcesQuery = () => trpc.sitePages.sources.queryOptions();

/** After an admin saves a site page, its public read and the editor's list are out of date. */
export async function refreshSitePages(queryClient: QueryClient): Promise<void> {
  await queryClient.invalidateQueries({ queryKey: trpc.sitePages.pathKey() });
}

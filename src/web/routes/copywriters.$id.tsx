import { createFileRoute, notFound } from '@tanstack/react-router';
import {
  WriterNotFound,
  WriterProfileLoading,
  WriterProfilePage,
} from '../features/copywriter/writer-profile-page.tsx';
import { writerProfileQuery } from '../features/copywriter/writer-profile-query.ts';
import { httpStatusOf } from '../lib/api-error.ts';
import { writerIdOf } from '../lib/writer-id.ts';

// A writer's public page, open to everyone. The server renders it with its data (docs/decisions/0009); an
// applicant, a rejected or deleted writer and an id that is not one read as not found.
export const Route = createFileRoute('/copywriters/$id')({
  beforeLoad: ({ params }) => {
    const id = writerIdOf(params.id);
    if (id === undefined) throw notFound();
    return { id };
  },
  loader: async ({ context: { queryClient, id } }) => {
    try {
      const profile = await queryClient.ensureInfiniteQueryData(writerProfileQuery(id));
      return { title: profile.pages[0]?.name };
    } catch (error) {
      const status = httpStatusOf(error);
      if (status === 404 || status === 400) {
        // The page says so itself; a failed read left in the cache would have the server send the bare shell
        // instead of that page (docs/decisions/0009).
        queryClient.removeQueries({ queryKey: writerProfileQuery(id).queryKey });
        throw notFound();
      }
      throw error;
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? 'Copywriter' }] }),
  pendingComponent: WriterProfileLoading,
  pendingMs: 150,
  notFoundComponent: WriterNotFound,
  component: WriterProfileRoute,
});

function WriterProfileRoute() {
  const { id } = Route.useRouteContext();
  return <WriterProfilePage id={id} />;
}

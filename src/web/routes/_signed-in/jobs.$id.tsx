import { createFileRoute, notFound } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { JobPage } from '../../features/jobs/job-page.tsx';
import { closedToWriter, JobPageError, JobPageLoading } from '../../features/jobs/job-page-loading.tsx';
import { loadJobPage } from '../../features/jobs/job-page-queries.ts';
import { httpStatusOf } from '../../lib/api-error.ts';

// A job id as the server accepts it: digits only, within PostgreSQL's integer.
function jobId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

// Everyone who may see the job (its client, its copywriter, approved copywriters while it is open for quotes,
// admins) reads it here; anyone else gets the not-found page, as for a job that does not exist. A visitor has
// logged in first (routes/_signed-in.tsx).
export const Route = createFileRoute('/_signed-in/jobs/$id')({
  beforeLoad: ({ params }) => {
    const id = jobId(params.id);
    if (id === undefined) throw notFound();
    return { id };
  },
  loader: async ({ context: { queryClient, user, id } }) => {
    try {
      const job = await loadJobPage(queryClient, id, user.role);
      return { title: job.title };
    } catch (error) {
      // A writer who lost the job is told so by the error screen, never shown the not-found page.
      if (closedToWriter(error)) throw error;
      const status = httpStatusOf(error);
      if (status === 404 || status === 403 || status === 400) throw notFound();
      throw error;
    }
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? 'Job' }] }),
  pendingComponent: JobPageLoading,
  pendingMs: 150,
  pendingMinMs: 300,
  errorComponent: JobPageError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <JobRoute />
    </HydratedFieldset>
  ),
});

function JobRoute() {
  const { id } = Route.useRouteContext();
  return <JobPage id={id} />;
}

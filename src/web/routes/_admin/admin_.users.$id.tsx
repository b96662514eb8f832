import { createFileRoute, notFound } from '@tanstack/react-router';
import { DashboardError } from '../../components/dashboard-error.tsx';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { AdminUserPage, userDetailQuery } from '../../features/admin/admin-user-page.tsx';
import { useCurrentUser } from '../../lib/current-user.ts';

// The id as the server takes it: a positive whole number that fits its integer.
function userId(value: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : undefined;
}

// Not nested in /admin's route (admin_): the dashboard is a page of its own, without an outlet.
export const Route = createFileRoute('/_admin/admin_/users/$id')({
  head: () => ({ meta: [{ title: 'User' }] }),
  beforeLoad: ({ params }) => {
    if (userId(params.id) === undefined) throw notFound();
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(userDetailQuery(userId(params.id) ?? 0)),
  errorComponent: DashboardError,
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <AdminUserRoute />
    </HydratedFieldset>
  ),
});

function AdminUserRoute() {
  const { id } = Route.useParams();
  const { data: me } = useCurrentUser();
  return <AdminUserPage id={userId(id) ?? 0} selfId={me?.id} />;
}

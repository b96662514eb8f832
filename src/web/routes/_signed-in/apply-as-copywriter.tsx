import { createFileRoute, redirect } from '@tanstack/react-router';
import { HydratedFieldset } from '../../components/hydrated-fieldset.tsx';
import { ApplyPage } from '../../features/copywriter/apply-page.tsx';
import { homePathForRole } from '../../lib/redirects.ts';

export const Route = createFileRoute('/_signed-in/apply-as-copywriter')({
  head: () => ({ meta: [{ title: 'Apply as a copywriter' }] }),
  // A visitor has logged in first (routes/_signed-in.tsx). A client applies; so does a copywriter whose
  // application was rejected (the server takes a new one), or who has none yet. Anyone else has nothing to apply
  // for and goes to their dashboard.
  beforeLoad: async ({ context: { queryClient, user } }) => {
    if (user.role === 'client') return;
    if (user.role === 'copywriter') {
      // Imported here rather than above: a guard's imports are in the script every page loads first.
      const { profileQuery } = await import('../../features/copywriter/dashboard-queries.ts');
      const profile = await queryClient.ensureQueryData(profileQuery()).catch(() => null);
      if (!profile || profile.status === 'rejected') return;
    }
    throw redirect({ href: homePathForRole(user.role), replace: true });
  },
  // Its buttons wait until this page, not only the layout, is hydrated (docs/decisions/0043).
  component: () => (
    <HydratedFieldset page>
      <ApplyPage />
    </HydratedFieldset>
  ),
});

import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useAccountSpelling } from '../features/account/use-spelling-choice.ts';
import { LiveEventsProvider } from '../features/live/live-events.tsx';
import { useCurrentUser } from '../lib/current-user.ts';
import { useHydrated } from '../lib/hydration.ts';
import { DocumentTitle } from './document-title.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';

// Only for a signed-in account still to confirm its address: loaded when there is one.
const VerifyEmailReminder = lazy(() =>
  import('../features/account/verify-email-reminder.tsx').then((module) => ({
    default: module.VerifyEmailReminder,
  })),
);

const MAIN_ID = 'main';

export function AppLayout() {
  useAccountSpelling();
  const { data: user } = useCurrentUser();
  // The server renders pages for nobody in particular; hydration must match that (docs/decisions/0009).
  const hydrated = useHydrated();
  return (
    // The tab's one live stream, for the bell in the bar and the chat below it.
    <LiveEventsProvider>
      <DocumentTitle />
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink target={MAIN_ID} />
        <NavBar />
        {hydrated && user && !user.emailVerified && (
          <Suspense fallback={null}>
            <VerifyEmailReminder />
          </Suspense>
        )}
        {/* Focusable by script only, so that the skip link can move the keyboard's place into it. */}
        <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </LiveEventsProvider>
  );
}

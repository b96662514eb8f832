import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { type ComponentType, Suspense } from 'react';
import { useCurrentUser } from '../lib/current-user.ts';
import { useHydrated } from '../lib/hydration.ts';
import { DocumentTitle } from './document-title.tsx';
import { Footer } from './footer.tsx';
import { LiveEventsProvider, type LoadLiveListeners } from './live-events.tsx';
import { NavBar } from './nav-bar.tsx';
import { SkipLink } from './skip-link.tsx';
import { useAccountSpelling } from './use-spelling-choice.ts';

// What only a signed-in reader gets, whatever the page: given by the root route, which composes the features
// (a component imports none), each loaded lazily so that its code stays out of everyone else's first page.
export interface SignedInChrome {
  bell: ComponentType;
  verifyEmailReminder: ComponentType;
  liveListeners: LoadLiveListeners;
}

const MAIN_ID = 'main';

export function AppLayout({ bell, verifyEmailReminder: VerifyEmailReminder, liveListeners }: SignedInChrome) {
  useAccountSpelling();
  const { data: user } = useCurrentUser();
  // The server renders pages for nobody in particular; hydration must match that (docs/decisions/0009).
  const hydrated = useHydrated();
  return (
    // The tab's one live stream, for the bell in the bar and the chat below it.
    <LiveEventsProvider loadListeners={liveListeners}>
      <DocumentTitle />
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink target={MAIN_ID} />
        <NavBar bell={bell} />
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

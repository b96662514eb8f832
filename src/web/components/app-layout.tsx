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

export function AppLayout({ bell, verifyEmailReminder, liveListeners }: SignedInChrome) {
  useAccountSpelling();
  return (
    // The tab's one live stream, for the bell in the bar and the chat below it.
    <LiveEventsProvider loadListeners={liveListeners}>
      <DocumentTitle />
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <SkipLink target={MAIN_ID} />
        <NavBar bell={bell} />
        <EmailReminder reminder={verifyEmailReminder} />
        {/* Focusable by script only, so that the skip link can move the keyboard's place into it. */}
        <Box component="main" id={MAIN_ID} tabIndex={-1} style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </LiveEventsProvider>
  );
}

// The server renders pages for nobody in particular; hydration must match that (docs/decisions/0009), so the
// reminder shows in the render that follows hydration. That render is React's, at once and in one task: here it
// covers this component alone, where in the layout it drew the whole page again (docs/decisions/0043).
function EmailReminder({ reminder: VerifyEmailReminder }: { reminder: ComponentType }) {
  const { data: user } = useCurrentUser();
  const hydrated = useHydrated();
  if (!hydrated || !user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailReminder />
    </Suspense>
  );
}

import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { useAccountSpelling } from '../features/account/use-spelling-choice.ts';
import { VerifyEmailReminder } from '../features/account/verify-email-reminder.tsx';
import { LiveEventsProvider } from '../features/live/live-events.tsx';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export function AppLayout() {
  useAccountSpelling();
  return (
    // The tab's one live stream, for the bell in the bar and the chat below it.
    <LiveEventsProvider>
      <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
        <NavBar />
        <VerifyEmailReminder />
        <Box component="main" id="main" style={{ flex: 1 }}>
          <Outlet />
        </Box>
        <Footer />
      </Box>
    </LiveEventsProvider>
  );
}

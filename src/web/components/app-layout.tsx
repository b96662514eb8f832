import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { Footer } from './footer.tsx';
import { NavBar } from './nav-bar.tsx';

export function AppLayout() {
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <NavBar />
      <Box component="main" id="main" style={{ flex: 1 }}>
        <Outlet />
      </Box>
      <Footer />
    </Box>
  );
}

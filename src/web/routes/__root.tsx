import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../components/app-layout.tsx';
import { NotFound } from '../components/not-found.tsx';
import type { RouterContext } from '../router.tsx';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  notFoundComponent: NotFound,
});

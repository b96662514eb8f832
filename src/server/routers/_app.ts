import { router } from '../trpc/init.ts';
import { authRouter } from './auth-router.ts';

export const appRouter = router({
  auth: authRouter,
});

export type AppRouter = typeof appRouter;

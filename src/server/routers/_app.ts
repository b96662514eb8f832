import { router } from '../trpc/init.ts';
import { accountRouter } from './account-router.ts';
import { adminRouter } from './admin-router.ts';
import { adminUsersRouter } from './admin-users-router.ts';
import { authRouter } from './auth-router.ts';
import { blogRouter } from './blog-router.ts';
import { chatRouter } from './chat-router.ts';
import { copywriterRouter } from './copywriter-router.ts';
import { disputesRouter } from './disputes-router.ts';
import { estimateRouter } from './estimate-router.ts';
import { jobsRouter } from './jobs-router.ts';
import { notificationsRouter } from './notifications-router.ts';
import { paymentsRouter } from './payments-router.ts';
import { payoutsRouter } from './payouts-router.ts';
import { quotesRouter } from './quotes-router.ts';
import { sitePagesRouter } from './site-pages-router.ts';
import { twoFactorRouter } from './two-factor-router.ts';
import { webhooksRouter } from './webhooks-router.ts';

export const appRouter = router({
  auth: authRouter,
  blog: blogRouter,
  jobs: jobsRouter,
  quotes: quotesRouter,
  payments: paymentsRouter,
  copywriter: copywriterRouter,
  admin: adminRouter,
  adminUsers: adminUsersRouter,
  chat: chatRouter,
  account: accountRouter,
  notifications: notificationsRouter,
  sitePages: sitePagesRouter,
  twoFactor: twoFactorRouter,
  payouts: payoutsRouter,
  disputes: disputesRouter,
  webhooks: webhooksRouter,
  estimates: estimateRouter,
});

export type AppRouter = typeof appRouter;

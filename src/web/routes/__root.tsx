import { createRootRouteWithContext } from '@tanstack/react-router';
import { lazy } from 'react';
import { AppLayout } from '../components/app-layout.tsx';
import type { LiveListenerFactory } from '../components/live-events.tsx';
import { NotFound } from '../components/not-found.tsx';
import type { RouterContext } from '../router.tsx';

// What the layout shows a signed-in reader on every page, from the features that own it. Each comes lazily:
// its code stays out of the first page of everyone else (docs/decisions/0009).
const NotificationBell = lazy(() =>
  import('../features/notifications/notification-bell.tsx').then((module) => ({
    default: module.NotificationBell,
  })),
);
const VerifyEmailReminder = lazy(() =>
  import('../features/account/verify-email-reminder.tsx').then((module) => ({
    default: module.VerifyEmailReminder,
  })),
);
// The tab's live stream feeds the chat's cache and the bell; their listeners come with the stream, once.
let liveListeners: Promise<readonly LiveListenerFactory[]> | undefined;
const loadLiveListeners = () =>
  (liveListeners ??= Promise.all([
    import('../features/chat/chat-live-listener.ts'),
    import('../features/notifications/bell-live-listener.ts'),
  ]).then(([chat, bell]) => [chat.chatLiveListener, bell.bellLiveListener]));

function RootLayout() {
  return (
    <AppLayout
      bell={NotificationBell}
      verifyEmailReminder={VerifyEmailReminder}
      liveListeners={loadLiveListeners}
    />
  );
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

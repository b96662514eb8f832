// What the bell takes from the tab's live stream (src/web/components/live-events.tsx): word that the user's
// notifications changed reads them again, unless the bell already shows what the server says it holds
// (docs/decisions/0019). Loaded with the stream, once someone is signed in.
import type { LiveListener, LiveListenerFactory } from '../../components/live-events.tsx';
import { refreshUnlessBellShows } from './notification-queries.ts';

export const bellLiveListener: LiveListenerFactory = (queryClient): LiveListener => ({
  onEvent(event) {
    if (event.type === 'notifications') refreshUnlessBellShows(queryClient, event.bell);
  },
});

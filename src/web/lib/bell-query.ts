// The bell's read: the newest few notifications and the unread count. Read by the bell in the bar, and in
// the same batch as the copywriter's dashboard so that the page's first load asks once.
import { trpc } from '../trpc.ts';

const BELL_ITEMS = 8;

export const bellQuery = () => trpc.notifications.list.queryOptions({ limit: BELL_ITEMS });

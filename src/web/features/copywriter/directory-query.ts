// The directory's read, apart from the page so that the route's loader can start it without pulling the
// page's code into the entry chunk (loaders are not code-split).
import { trpc } from '../../trpc.ts';

export const directoryQuery = () => trpc.copywriter.directory.queryOptions();

// The origin of the page: the browser's own, or on the server the origin of the request being rendered, so
// that both render the same image addresses (lib/image-url.ts checks them against it).
import { createContext, use } from 'react';
import { readSsrState, useHydrated } from './hydration.ts';

export const PageOriginContext = createContext<string | undefined>(undefined);

export function usePageOrigin(): string {
  const rendering = use(PageOriginContext);
  const hydrated = useHydrated();
  if (rendering !== undefined) return rendering;
  // While hydrating, the page is as the server rendered it (behind a proxy its origin may read differently).
  return (hydrated ? undefined : readSsrState()?.origin) ?? window.location.origin;
}

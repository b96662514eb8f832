// The public pages arrive as HTML rendered on the server and are then hydrated (docs/decisions/0009). While
// hydrating, a component must render exactly what the server did, which knows neither who is signed in nor
// the reader's clock; what only the browser knows is shown right after, in a second render.
import type { DehydratedState } from '@tanstack/react-query';
import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import type { Language } from '../../shared/constants.ts';

/** What the server tells the browser about the HTML it rendered, in the page's #ssr-state element. */
export interface SsrState {
  language: Language;
  /** The year in the footer as rendered; the page may have been rendered last year. */
  year: number;
  /** The origin the page was rendered for (image addresses are checked against it). */
  origin?: string;
  /** The data the page was rendered with (TanStack Query's dehydrated cache). */
  queries?: DehydratedState;
  /**
   * The code of a signed-in screen rendered for its account, asked for once the page is painted rather than
   * named in its head, where it would stand before the first paint (docs/decisions/0043).
   */
  codeAfterPaint?: string[];
  /** Rendered for the account whose cookie came with the request, which the bar then shows (docs/decisions/0043). */
  account?: true;
  /**
   * The address of the page, when the server rendered the one the router led the asked address on to (/chat
   * to its first conversation) rather than answer with a redirect: the browser shows it before the router
   * starts (docs/decisions/0043).
   */
  address?: string;
}

export const SSR_STATE_ID = 'ssr-state';

let cached: SsrState | null | undefined;

/** The state of the server-rendered page this document is, or null for the plain app shell (and on the server). */
export function readSsrState(): SsrState | null {
  if (cached !== undefined) return cached;
  if (typeof document === 'undefined') return null;
  const text = document.getElementById(SSR_STATE_ID)?.textContent;
  try {
    cached = text ? (JSON.parse(text) as SsrState) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/**
 * The page's data as answered when the page arrived rather than at the server's clock: a read asked again on
 * every visit is then not asked a second time while the page hydrates (JUST_ANSWERED_MS in query-client.ts),
 * whatever the difference between the two clocks.
 */
export function answeredNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: { ...query.state, dataUpdatedAt: query.state.dataUpdatedAt ? now : 0 },
    })),
  };
}

const subscribeNever = () => () => {};

/**
 * False while rendering on the server and while hydrating its HTML, true otherwise (and after hydration, when
 * React renders again). A page the browser renders by itself is never hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

// The page settles once React has hydrated all of it, the route's part too, which it hydrates after the layout
// around it: at the browser's first idle moment after hydration began, or after SETTLE_TIMEOUT_MS on a device too
// busy to have one. What a signed-in page starts by itself (the bell's read, the live stream) waits for it: an
// answer arriving while the route still hydrated made React start the route's hydration over, two or three times
// on /account (docs/decisions/0043). A page the browser renders by itself settles before its first render.
const SETTLE_TIMEOUT_MS = 10_000;
let settled = false;
const settledListeners = new Set<() => void>();

export function settlePage(): void {
  if (settled) return;
  settled = true;
  for (const listener of settledListeners) listener();
}

/** Settles the page at the first idle moment: called right after hydration is asked for. */
export function settleWhenIdle(): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(settlePage, { timeout: SETTLE_TIMEOUT_MS });
  } else {
    // Safari has no idle callback: the next task, which may come while React still hydrates. Nothing breaks
    // then; the route may only be hydrated a second time, as it was before the page settled.
    setTimeout(settlePage, 0);
  }
}

export const isPageSettled = (): boolean => settled;

/**
 * False on the server and until the page has settled; true from then on. Not an external store's value, which
 * React would draw at once in one task: what settling draws (the bell, the stream) is drawn in a transition,
 * in slices between which the browser answers the reader.
 */
export function usePageSettled(): boolean {
  const [pageSettled, setPageSettled] = useState(isPageSettled);
  useEffect(() => {
    if (pageSettled) return;
    const settle = () => startTransition(() => setPageSettled(true));
    if (isPageSettled()) return settle();
    settledListeners.add(settle);
    return () => {
      settledListeners.delete(settle);
    };
  }, [pageSettled]);
  return pageSettled;
}

/**
 * The zone a date is shown in: UTC on the server and while hydrating, as the server knows no reader's zone,
 * then the reader's own.
 */
export function useDateZone(): 'local' | 'UTC' {
  return useHydrated() ? 'local' : 'UTC';
}

const thisYear = () => new Date().getFullYear();

/** This year; while hydrating, the year the server rendered in (a page prerendered in December is read in January). */
export function useCurrentYear(): number {
  return useSyncExternalStore(subscribeNever, thisYear, () => readSsrState()?.year ?? thisYear());
}

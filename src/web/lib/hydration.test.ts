import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredNow } from './hydration.ts';

describe('answeredNow', () => {
  it('dates the page’s answers to its arrival, whatever the server’s clock said, and leaves the rest', () => {
    const server = new QueryClient();
    server.setQueryData(['jobs'], ['a job'], { updatedAt: 1_000 });
    const state = dehydrate(server);
    const arrived = answeredNow(state, 5_000_000);
    expect(arrived.queries[0]?.state.dataUpdatedAt).toBe(5_000_000);
    expect(arrived.queries[0]?.state.data).toEqual(['a job']);
    expect(arrived.queries[0]?.queryKey).toEqual(['jobs']);
    // The state the page carries is not changed.
    expect(state.queries[0]?.state.dataUpdatedAt).toBe(1_000);
  });
});

describe('settleWhenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  // A fresh module each time: the page settles once per document.
  const fresh = () => import('./hydration.ts');

  it('settles the page at the first idle moment, or after a time limit on a device that has none', async () => {
    const asked: { callback: () => void; timeout?: number }[] = [];
    vi.stubGlobal('window', {
      requestIdleCallback: (callback: () => void, options?: { timeout?: number }) => {
        asked.push({ callback, timeout: options?.timeout });
        return 1;
      },
    });
    const { isPageSettled, settleWhenIdle } = await fresh();
    settleWhenIdle();
    expect(isPageSettled()).toBe(false);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.timeout).toBeGreaterThan(0);
    asked[0]?.callback();
    expect(isPageSettled()).toBe(true);
  });

  it('settles after the tasks already queued where the browser has no idle callback (Safari)', async () => {
    vi.useFakeTimers();
    try {
      vi.stubGlobal('window', {});
      const { isPageSettled, settleWhenIdle } = await fresh();
      settleWhenIdle();
      expect(isPageSettled()).toBe(false);
      await vi.runAllTimersAsync();
      expect(isPageSettled()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves a page the browser renders by itself settled from the start', async () => {
    const { isPageSettled, settlePage } = await fresh();
    settlePage();
    expect(isPageSettled()).toBe(true);
  });
});

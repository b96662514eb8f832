import { describe, expect, it } from 'vitest';
import { appRouter } from '../routers/_app.ts';
import { subscriptionPaths } from './subscription-paths.ts';

describe('subscriptionPaths', () => {
  it("names the app's live streams, and nothing else", () => {
    expect([...subscriptionPaths(appRouter, '/trpc')]).toEqual(['/trpc/chat.events']);
  });
});

import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from './lazy-component.tsx';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const inSuspense = (node: React.ReactNode) =>
  renderToString(<Suspense fallback={<p>Loading</p>}>{node}</Suspense>);

describe('lazyComponent', () => {
  it('is not loaded with the page: it shows the fallback until first wanted', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    expect(loads).toBe(0);
    expect(inSuspense(<Lazy name="Ann" />)).toContain('Loading');
    expect(loads).toBe(1);
  });

  it('once preloaded, renders in the same render without suspending, as hydration needs', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return Greeting;
    });
    await Lazy.preload();
    await Lazy.preload();
    // renderToString shows a suspense's fallback for anything not ready at once.
    expect(inSuspense(<Lazy name="Ann" />)).toContain('Hello <!-- -->Ann');
    expect(loads).toBe(1);
  });

  it('tries again after a failed load rather than keeping the failure', async () => {
    let attempt = 0;
    const Lazy = lazyComponent(async () => {
      attempt += 1;
      if (attempt === 1) throw new Error('offline');
      return Greeting;
    });
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Lazy.preload();
    expect(inSuspense(<Lazy name="Bo" />)).toContain('Bo');
    expect(attempt).toBe(2);
  });
});

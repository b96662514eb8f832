// A lazily loaded dialog costs a page nothing until it opens, and then renders as the dialog itself would.
import { prerender } from 'react-dom/static';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog.tsx';

function Greeting({ opened, name }: { opened: boolean; name: string }) {
  return opened ? <p>Hello, {name}</p> : null;
}

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return new Response(prelude).text();
}

describe('lazyDialog', () => {
  it('loads nothing and renders nothing while closed', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyDialog(load);
    expect(await html(<LazyGreeting opened={false} name="Ada" />)).toBe('');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the dialog when it opens and renders it with its props', async () => {
    const load = vi.fn(async () => Greeting);
    const LazyGreeting = lazyDialog(load);
    expect(await html(<LazyGreeting opened name="Ada" />)).toContain('Hello, <!-- -->Ada');
    expect(load).toHaveBeenCalledTimes(1);
  });
});

import { createFileRoute } from '@tanstack/react-router';
import { HumanisePage } from '../features/jobs/humanise-page.tsx';
import { writerIdOf } from '../lib/writer-id.ts';

// Open to everyone: a visitor submits first and is asked to make an account afterwards (docs/product.md
// "Submitting a job").
export const Route = createFileRoute('/humanise')({
  head: () => ({ meta: [{ title: 'Humanise your content' }] }),
  // ?writer=ID: the writer asked for a quote from their profile (docs/product.md "Writer profiles and
  // invitations"); anything that is not an id is dropped. Checked with the entry's small helper rather than
  // the draft's module, which would bring the whole form's defaults into the script every page loads first.
  validateSearch: (search: Record<string, unknown>): { writer?: number } => {
    const writer = writerIdOf(search.writer);
    return writer ? { writer } : {};
  },
  component: HumaniseRoute,
});

function HumaniseRoute() {
  const { writer } = Route.useSearch();
  return <HumanisePage writer={writer} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { HumanisePage } from '../features/jobs/humanise-page.tsx';

// Open to everyone: a visitor submits first and is asked to make an account afterwards (SPEC.md section 6).
export const Route = createFileRoute('/humanise')({
  component: HumanisePage,
});

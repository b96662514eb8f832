import { createFileRoute } from '@tanstack/react-router';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';

// Open to everyone: the answer never says whether the email has an account.
export const Route = createFileRoute('/forgot-password')({
  head: () => ({ meta: [{ title: 'Forgotten password' }] }),
  component: ForgotPasswordPage,
});

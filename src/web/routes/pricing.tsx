import { createFileRoute } from '@tanstack/react-router';
import { PricingPage } from '../features/pricing/pricing-page.tsx';

export const Route = createFileRoute('/pricing')({
  head: () => ({ meta: [{ title: 'Pricing' }] }),
  component: PricingPage,
});

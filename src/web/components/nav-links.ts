// Which links the bar shows to whom (docs/product.md "Screens").
import type { Role } from '../../shared/constants.ts';

export interface NavItem {
  to: string;
  label: string;
  /** Home is only "active" on the home page itself, not on every page under it. */
  exact?: boolean;
}

export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', exact: true },
  { to: '/pricing', label: 'Pricing' },
  { to: '/blog', label: 'Blog' },
  { to: '/copywriters', label: 'Copywriters' },
];

export function navItemsFor(user: { role: Role } | null | undefined): NavItem[] {
  if (!user) return [...PUBLIC_NAV_ITEMS];
  return [
    ...PUBLIC_NAV_ITEMS,
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/chat', label: 'Chat with a Copywriter' },
    ...(user.role === 'admin' ? [{ to: '/admin', label: 'Admin Dashboard' }] : []),
    ...(user.role === 'copywriter' ? [{ to: '/copywriter-dashboard', label: 'Copywriter Dashboard' }] : []),
  ];
}

import { describe, expect, it } from 'vitest';
import { navItemsFor } from './nav-links.ts';

const labels = (user: Parameters<typeof navItemsFor>[0]) => navItemsFor(user).map((item) => item.label);

describe('navItemsFor', () => {
  it('shows a visitor the public pages only', () => {
    expect(labels(null)).toEqual(['Home', 'Pricing', 'Blog', 'Copywriters']);
  });

  it('adds the dashboard and chat for a client', () => {
    expect(labels({ role: 'client' })).toEqual([
      'Home',
      'Pricing',
      'Blog',
      'Copywriters',
      'Dashboard',
      'Chat with a Copywriter',
    ]);
  });

  it('adds the admin dashboard only for admins', () => {
    expect(labels({ role: 'admin' })).toContain('Admin Dashboard');
    expect(labels({ role: 'admin' })).not.toContain('Copywriter Dashboard');
    expect(labels({ role: 'client' })).not.toContain('Admin Dashboard');
  });

  it('adds the copywriter dashboard only for copywriters', () => {
    expect(labels({ role: 'copywriter' })).toContain('Copywriter Dashboard');
    expect(labels({ role: 'copywriter' })).not.toContain('Admin Dashboard');
  });

  it('links each item to its route', () => {
    const paths = Object.fromEntries(navItemsFor({ role: 'admin' }).map((item) => [item.label, item.to]));
    expect(paths).toMatchObject({
      Home: '/',
      Pricing: '/pricing',
      Blog: '/blog',
      Copywriters: '/copywriters',
      Dashboard: '/dashboard',
      'Chat with a Copywriter': '/chat',
      'Admin Dashboard': '/admin',
    });
  });
});

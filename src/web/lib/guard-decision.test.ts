import { describe, expect, it } from 'vitest';
import type { Role } from '../../shared/constants.ts';
import type { CurrentUser } from '../../shared/schemas/auth.ts';
import { type Audience, guardDecision } from './guard-decision.ts';

function user(role: Role): CurrentUser {
  return {
    id: 1,
    name: 'Ada',
    email: 'ada@example.com',
    role,
    profileImageUrl: null,
    isAuthenticated: true,
    isAdmin: role === 'admin',
    isCopywriter: role === 'copywriter',
    hoursBalance: 0,
    emailVerified: true,
    spelling: 'uk',
    twoFactor: false,
    twoFactorSetupRequired: false,
  };
}

describe('guardDecision', () => {
  it.each<[Audience, string]>([
    ['client', '/dashboard'],
    ['client', '/payments/12?from=email'],
    ['copywriter', '/copywriter-dashboard'],
    ['admin', '/admin'],
    ['admin', '/blog-management'],
    ['signed-in', '/account#notifications'],
    ['signed-in', '/jobs/7'],
  ])('sends a visitor on the %s screen %s to log in, and back to that very address', (audience, href) => {
    expect(guardDecision(null, audience, href)).toEqual({ kind: 'login', returnTo: href });
  });

  it('sends a visitor to log in without a way back when the address is not one to return to', () => {
    expect(guardDecision(null, 'client', '//evil.example/dashboard')).toEqual({ kind: 'login' });
  });

  it.each<[Role, Audience, string]>([
    ['copywriter', 'client', '/copywriter-dashboard'],
    ['admin', 'client', '/admin'],
    ['client', 'copywriter', '/dashboard'],
    ['admin', 'copywriter', '/admin'],
    ['client', 'admin', '/'],
    ['copywriter', 'admin', '/'],
  ])('sends a %s away from a %s screen to %s', (role, audience, home) => {
    expect(guardDecision(user(role), audience, '/anything')).toEqual({ kind: 'home', href: home });
  });

  it.each<[Role, Audience]>([
    ['client', 'client'],
    ['copywriter', 'copywriter'],
    ['admin', 'admin'],
    ['client', 'signed-in'],
    ['copywriter', 'signed-in'],
    ['admin', 'signed-in'],
  ])('lets a %s through to a %s screen', (role, audience) => {
    const signedIn = user(role);
    expect(guardDecision(signedIn, audience, '/x')).toEqual({ kind: 'pass', user: signedIn });
  });

  it('sends an admin who must set up two-factor sign-in to /account from every other screen', () => {
    const admin = { ...user('admin'), twoFactorSetupRequired: true };
    for (const href of ['/admin', '/blog-management', '/jobs/7']) {
      expect(guardDecision(admin, href === '/jobs/7' ? 'signed-in' : 'admin', href)).toEqual({
        kind: 'home',
        href: '/account#two-factor',
      });
    }
    expect(guardDecision(admin, 'signed-in', '/account')).toEqual({ kind: 'pass', user: admin });
  });
});

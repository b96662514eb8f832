import { describe, expect, it } from 'vitest';
import { homePathForRole, pathAfterSignIn, sanitiseReturnTo } from './redirects.ts';

describe('homePathForRole', () => {
  it('sends each role to its own dashboard', () => {
    expect(homePathForRole('client')).toBe('/dashboard');
    expect(homePathForRole('copywriter')).toBe('/copywriter-dashboard');
    expect(homePathForRole('admin')).toBe('/admin');
  });
});

describe('sanitiseReturnTo', () => {
  it.each([
    ['/apply-as-copywriter', '/apply-as-copywriter'],
    ['/chat/12', '/chat/12'],
    ['/blog?category=seo#top', '/blog?category=seo#top'],
    ['/', '/'],
    ['/a/../admin', '/admin'],
  ])('keeps the same-site path %s', (input, expected) => {
    expect(sanitiseReturnTo(input)).toBe(expected);
  });

  it.each([
    undefined,
    null,
    42,
    ['/dashboard'],
    '',
    'dashboard',
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    '/\tevil',
    '/x\u0000',
    'javascript:alert(1)',
    ' /dashboard',
    '/login',
    '/signup?returnTo=/login',
    `/${'a'.repeat(3000)}`,
  ])('refuses %j', (input) => {
    expect(sanitiseReturnTo(input)).toBeUndefined();
  });
});

describe('pathAfterSignIn', () => {
  it('prefers a safe returnTo', () => {
    expect(pathAfterSignIn('client', '/apply-as-copywriter')).toBe('/apply-as-copywriter');
  });

  it('falls back to the role home for a missing or unsafe returnTo', () => {
    expect(pathAfterSignIn('client')).toBe('/dashboard');
    expect(pathAfterSignIn('copywriter', '//evil.example')).toBe('/copywriter-dashboard');
    expect(pathAfterSignIn('admin', 'https://evil.example')).toBe('/admin');
  });
});

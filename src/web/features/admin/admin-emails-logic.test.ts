import { describe, expect, it } from 'vitest';
import {
  EMAIL_LIST_LIMITS,
  emailFilter,
  emailKindLabel,
  emailTime,
  nextEmailLimit,
} from './admin-emails-logic.ts';

describe('emailKindLabel', () => {
  it('reads a kind as words', () => {
    expect(emailKindLabel('password_reset')).toBe('Password reset');
    expect(emailKindLabel('welcome')).toBe('Welcome');
  });
});

describe('nextEmailLimit', () => {
  it('asks for more while the list came back full, up to the largest page', () => {
    expect(nextEmailLimit(EMAIL_LIST_LIMITS.first, 50)).toBe(100);
    expect(nextEmailLimit(100, 100)).toBeNull();
  });

  it('stops when the list came back short: there is nothing more', () => {
    expect(nextEmailLimit(50, 12)).toBeNull();
  });
});

describe('emailFilter', () => {
  it('sends a typed address and nothing for an empty field', () => {
    expect(emailFilter('  a@example.com ')).toBe('a@example.com');
    expect(emailFilter('   ')).toBeUndefined();
  });
});

describe('emailTime', () => {
  it('shows a date and time, or nothing', () => {
    expect(emailTime(null)).toBe('');
    expect(emailTime('nonsense')).toBe('');
    expect(emailTime('2026-11-22T12:00:00Z')).toMatch(/^2\d Nov 2026, \d\d:\d\d$/);
  });
});

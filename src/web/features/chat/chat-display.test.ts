import { describe, expect, it } from 'vitest';
import {
  conversationIdOf,
  headerAvatars,
  initials,
  listTime,
  messageTime,
  sendsOnEnter,
  unreadLabel,
} from './chat-display.ts';

describe('headerAvatars', () => {
  it('shows up to three, then the rest as +N', () => {
    expect(headerAvatars([1, 2])).toEqual({ shown: [1, 2], more: 0 });
    expect(headerAvatars([1, 2, 3])).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(headerAvatars([1, 2, 3, 4, 5])).toEqual({ shown: [1, 2, 3], more: 2 });
  });
});

describe('sendsOnEnter', () => {
  it('sends on Enter, not on Shift+Enter, not while composing, not on other keys', () => {
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnEnter({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnEnter({ key: 'a', shiftKey: false })).toBe(false);
  });
});

describe('times', () => {
  const now = new Date(2026, 10, 21, 15, 0);
  it('shows the hour today and the British date before', () => {
    expect(listTime(new Date(2026, 10, 21, 9, 5).toISOString(), now)).toBe('09:05');
    expect(listTime(new Date(2026, 10, 20, 9, 5).toISOString(), now)).toBe('20 Nov 2026');
    expect(listTime(null, now)).toBe('');
    expect(messageTime(new Date(2026, 10, 2, 18, 30).toISOString(), now)).toBe('2 Nov 2026, 18:30');
    expect(messageTime('not a date', now)).toBe('');
  });
});

describe('labels', () => {
  it('makes initials and unread labels', () => {
    expect(initials('Sarah Jane Smith')).toBe('SS');
    expect(initials('  priya ')).toBe('P');
    expect(initials('')).toBe('?');
    expect(unreadLabel(1)).toBe('1 unread message');
    expect(unreadLabel(3)).toBe('3 unread messages');
  });
});

describe('conversationIdOf', () => {
  it('reads an id from the address, and nothing else', () => {
    expect(conversationIdOf('42')).toBe(42);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '1e3', '99999999999']) {
      expect(conversationIdOf(bad)).toBeUndefined();
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_STORAGE_KEY,
  EMPTY_SUBMISSION,
  parseDraft,
  readDraft,
  type SubmissionValues,
  writeDraft,
} from './submission-draft.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

const brokenStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

const draft: SubmissionValues = {
  contentTopic: 'Remote work',
  aiContent: 'An AI draft about remote work that is long enough.',
  serviceType: 'rewrite',
  writingStyle: 'Creative',
  extraNotes: 'Keep it short',
  deadline: '2026-11-30T23:59:59.999Z',
  invitedCopywriterId: 12,
};

describe('the submission draft', () => {
  it('is written, read back and cleared', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft);
    expect(readDraft(storage)).toEqual(draft);
    clearDraft(storage);
    expect(storage.items.has(DRAFT_STORAGE_KEY)).toBe(false);
    expect(readDraft(storage)).toEqual(EMPTY_SUBMISSION);
  });

  it('is not stored while the form is empty', () => {
    const storage = memoryStorage();
    writeDraft(storage, draft);
    writeDraft(storage, { ...EMPTY_SUBMISSION, serviceType: 'rewrite' });
    expect(storage.items.size).toBe(0);
  });

  it('keeps an invitation on its own, so that it survives a detour to log in before typing', () => {
    const storage = memoryStorage();
    writeDraft(storage, { ...EMPTY_SUBMISSION, invitedCopywriterId: 7 });
    expect(readDraft(storage)).toEqual({ ...EMPTY_SUBMISSION, invitedCopywriterId: 7 });
    writeDraft(storage, { ...EMPTY_SUBMISSION });
    expect(storage.items.size).toBe(0);
  });

  it('keeps only a writer id the server would take', () => {
    for (const bad of [0, -4, 1.5, '7x', 'abc', 2_147_483_648, null, {}]) {
      expect(
        parseDraft(JSON.stringify({ invitedCopywriterId: bad })).invitedCopywriterId,
        String(bad),
      ).toBeNull();
    }
    expect(parseDraft(JSON.stringify({ invitedCopywriterId: 9 })).invitedCopywriterId).toBe(9);
  });

  it('repairs what it cannot trust', () => {
    expect(parseDraft(null)).toEqual(EMPTY_SUBMISSION);
    expect(parseDraft('not json')).toEqual(EMPTY_SUBMISSION);
    expect(parseDraft('42')).toEqual(EMPTY_SUBMISSION);
    expect(
      parseDraft(JSON.stringify({ aiContent: 'kept', serviceType: 'poem', writingStyle: 7, deadline: 5 })),
    ).toEqual({
      ...EMPTY_SUBMISSION,
      aiContent: 'kept',
    });
  });

  it('works without storage, or with storage that refuses', () => {
    expect(readDraft(undefined)).toEqual(EMPTY_SUBMISSION);
    expect(readDraft(brokenStorage)).toEqual(EMPTY_SUBMISSION);
    expect(() => writeDraft(brokenStorage, draft)).not.toThrow();
    expect(() => clearDraft(brokenStorage)).not.toThrow();
  });
});

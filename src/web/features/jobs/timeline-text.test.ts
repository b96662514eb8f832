import { describe, expect, it } from 'vitest';
import type { TimelineEntry } from '../../../shared/schemas/jobs.ts';
import { timelineSentence, timelineSubject } from './timeline-text.ts';

const clara = { id: 1, name: 'Clara', role: 'client' as const };
const fiona = { id: 3, name: 'Fiona Fixed', role: 'copywriter' as const };
const ada = { id: 9, name: 'Ada Admin', role: 'admin' as const };

function entry(
  kind: TimelineEntry['kind'],
  actor: TimelineEntry['actor'],
  copywriter = null as TimelineEntry['copywriter'],
) {
  return { at: '2026-11-22T12:00:00.000Z', kind, actor, copywriter, detail: null };
}

describe('timelineSentence', () => {
  it('names what happened and who did it, with their role', () => {
    expect(timelineSentence(entry('quote_accepted', clara), 'Humanise AI')).toBe(
      'Quote accepted by Clara (client)',
    );
    expect(timelineSentence(entry('quoted', fiona), 'Humanise AI')).toBe(
      'Quote sent by Fiona Fixed (copywriter)',
    );
    expect(timelineSentence(entry('assigned', ada), 'Humanise AI')).toBe('Assigned by Ada Admin (admin)');
    expect(timelineSentence(entry('revision_requested', clara), 'Humanise AI')).toBe(
      'Revision requested by Clara (client)',
    );
  });

  it('names the product, in the reader’s spelling, for what the system did by itself', () => {
    expect(timelineSentence(entry('approved', null), 'Humanise AI')).toBe('Approved by Humanise AI');
    expect(timelineSentence(entry('approved', null), 'Humanize AI')).toBe('Approved by Humanize AI');
    expect(timelineSentence(entry('submitted', null), 'Humanise AI')).toBe('Submitted by a visitor');
    expect(timelineSentence(entry('payment_succeeded', null), 'Humanise AI')).toBe('Payment succeeded');
  });
});

describe('timelineSubject', () => {
  it('names the copywriter a step is about when someone else took it', () => {
    expect(timelineSubject(entry('quote_accepted', clara, { id: 3, name: 'Fiona Fixed' }))).toBe(
      'Copywriter: Fiona Fixed',
    );
    expect(timelineSubject(entry('assigned', ada, { id: 3, name: 'Fiona Fixed' }))).toBe('To Fiona Fixed');
    expect(timelineSubject(entry('delivered', fiona, { id: 3, name: 'Fiona Fixed' }))).toBeUndefined();
    expect(timelineSubject(entry('submitted', clara, null))).toBeUndefined();
  });
});

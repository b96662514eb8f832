import { describe, expect, it } from 'vitest';
import { SPECIALTY_OPTIONS, specialtyLabel } from './specialties.ts';

describe('specialtyLabel', () => {
  it('names a known id and keeps free text as typed', () => {
    expect(specialtyLabel('seo')).toBe('SEO');
    expect(specialtyLabel('marketing')).toBe('Marketing');
    expect(specialtyLabel('B2B SaaS')).toBe('B2B SaaS');
    expect(specialtyLabel('toString')).toBe('toString');
  });

  // The directory's search runs on the server over the stored ids, ignoring letter case: a label that were
  // more than its id in another case could not be searched by what the page shows.
  it('is each id in another letter case', () => {
    for (const { value, label } of SPECIALTY_OPTIONS) expect(label.toLowerCase()).toBe(value);
  });
});

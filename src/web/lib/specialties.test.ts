import { describe, expect, it } from 'vitest';
import { specialtyLabel } from './specialties.ts';

describe('specialtyLabel', () => {
  it('names a known id and keeps free text as typed', () => {
    expect(specialtyLabel('seo')).toBe('SEO');
    expect(specialtyLabel('marketing')).toBe('Marketing');
    expect(specialtyLabel('B2B SaaS')).toBe('B2B SaaS');
    expect(specialtyLabel('toString')).toBe('toString');
  });
});

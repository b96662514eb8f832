import { describe, expect, it } from 'vitest';
import { SPECIALTIES } from '../../shared/constants.ts';
import { SPECIALTY_OPTIONS, specialtyLabel } from './specialties.ts';

describe('SPECIALTY_OPTIONS', () => {
  it('offers the ten specialties of SPEC.md in order', () => {
    expect(SPECIALTY_OPTIONS.map((option) => option.value)).toEqual([...SPECIALTIES]);
    expect(SPECIALTY_OPTIONS.map((option) => option.label)).toContain('SEO');
  });
});

describe('specialtyLabel', () => {
  it('names a known id and keeps free text as typed', () => {
    expect(specialtyLabel('seo')).toBe('SEO');
    expect(specialtyLabel('marketing')).toBe('Marketing');
    expect(specialtyLabel('B2B SaaS')).toBe('B2B SaaS');
    expect(specialtyLabel('toString')).toBe('toString');
  });
});

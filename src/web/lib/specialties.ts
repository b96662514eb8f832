// Display names of the application's specialty ids (docs/product.md "Copywriters: directory and
// application"). Profiles may also hold free-text specialties typed on the Profile tab, which are shown as
// typed.
import { SPECIALTIES } from '../../shared/constants.ts';

export type Specialty = (typeof SPECIALTIES)[number];

const SPECIALTY_LABELS: Record<Specialty, string> = {
  marketing: 'Marketing',
  tech: 'Tech',
  finance: 'Finance',
  health: 'Health',
  education: 'Education',
  creative: 'Creative',
  seo: 'SEO',
  legal: 'Legal',
  academic: 'Academic',
  technical: 'Technical',
};

export const SPECIALTY_OPTIONS: ReadonlyArray<{ value: Specialty; label: string }> = SPECIALTIES.map(
  (value) => ({ value, label: SPECIALTY_LABELS[value] }),
);

export function isSpecialty(value: string): value is Specialty {
  // Own keys only: a typed "toString" must not find Object.prototype's.
  return Object.hasOwn(SPECIALTY_LABELS, value);
}

export function specialtyLabel(specialty: string): string {
  return isSpecialty(specialty) ? SPECIALTY_LABELS[specialty] : specialty;
}

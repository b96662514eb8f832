// The fields about a copywriter's work that the application and the Profile tab both ask for (docs/product.md
// "Copywriters: directory and application"): experience, portfolio, a writing sample, availability and rates.
// The application requires all but the portfolio and counts the characters of the two with a minimum; on the
// Profile tab every one is optional and worded for a writer already working here.
import { Textarea, type TextareaProps, TextInput } from '@mantine/core';
import type { useForm } from '@mantine/form';
import { TEXT_MINIMUMS } from '../../../shared/constants.ts';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Input.layer.css';

export const DETAIL_NAMES = ['experience', 'portfolio', 'sampleContent', 'availability', 'rates'] as const;
export type DetailName = (typeof DETAIL_NAMES)[number];
// What a form's getInputProps gives a field (@mantine/form does not export the type to ES modules).
type InputProps = ReturnType<ReturnType<typeof useForm<Record<DetailName, unknown>>>['getInputProps']>;

interface DetailField {
  name: DetailName;
  label: string;
  placeholder: string;
  // A text of several lines, and how the box grows; otherwise a single line (a link when `url`).
  lines?: Pick<TextareaProps, 'rows' | 'autosize' | 'minRows' | 'maxRows'>;
  url?: boolean;
  // The application's: shown with an asterisk, and with a count of characters when there is a minimum.
  required?: boolean;
  minimum?: number;
}

const APPLICATION: readonly DetailField[] = [
  {
    name: 'experience',
    label: 'Experience',
    placeholder: 'Your writing and editing background, clients and industries',
    lines: { autosize: true, minRows: 3, maxRows: 10 },
    required: true,
    minimum: TEXT_MINIMUMS.experience,
  },
  { name: 'portfolio', label: 'Portfolio URL (optional)', placeholder: 'https://', url: true },
  {
    name: 'sampleContent',
    label: 'Writing sample',
    placeholder: 'Paste a piece of your own writing',
    lines: { autosize: true, minRows: 6, maxRows: 16 },
    required: true,
    minimum: TEXT_MINIMUMS.sampleContent,
  },
  {
    name: 'availability',
    label: 'Availability',
    placeholder: 'e.g. 20 hours a week, weekdays',
    required: true,
  },
  { name: 'rates', label: 'Rate expectations', placeholder: 'e.g. £40-60 per hour', required: true },
];

const PROFILE: readonly DetailField[] = [
  {
    name: 'experience',
    label: 'Experience',
    placeholder: 'Your writing and editing background',
    lines: { rows: 3 },
  },
  { name: 'portfolio', label: 'Portfolio link', placeholder: 'https://', url: true },
  {
    name: 'sampleContent',
    label: 'Sample content',
    placeholder: 'A short piece of your writing',
    lines: { rows: 4 },
  },
  { name: 'availability', label: 'Availability', placeholder: 'e.g. 20 hours a week, weekdays' },
  { name: 'rates', label: 'Preferred rates', placeholder: 'e.g. £40-60 per hour' },
];

/** The fields' values as a form starts with them: the profile's, or empty. */
export function detailValues(
  profile: Partial<Record<DetailName, string>> | null,
): Record<DetailName, string> {
  return {
    experience: profile?.experience ?? '',
    portfolio: profile?.portfolio ?? '',
    sampleContent: profile?.sampleContent ?? '',
    availability: profile?.availability ?? '',
    rates: profile?.rates ?? '',
  };
}

/** "42 / 300 characters minimum" under a field with a minimum, so the writer sees how far they are. */
export function lengthHint(value: string | undefined, minimum: number): string {
  return `${(value ?? '').trim().length} / ${minimum} characters minimum`;
}

export function WriterDetailsFields({
  variant,
  values,
  inputProps,
}: {
  variant: 'application' | 'profile';
  values: Partial<Record<DetailName, string | undefined>>;
  inputProps: (name: DetailName) => InputProps;
}) {
  return (variant === 'application' ? APPLICATION : PROFILE).map((field) => {
    const common = {
      label: field.label,
      placeholder: field.placeholder,
      withAsterisk: field.required,
      description: field.minimum === undefined ? undefined : lengthHint(values[field.name], field.minimum),
      ...inputProps(field.name),
    };
    return field.lines ? (
      <Textarea key={field.name} {...field.lines} {...common} />
    ) : (
      <TextInput key={field.name} type={field.url ? 'url' : undefined} {...common} />
    );
  });
}

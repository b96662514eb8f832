// Every label that differs between British and American spelling lives in this one table,
// so switching the spelling can never leave half of the page in the other variant.
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants.ts';

export interface SpellingLabels {
  /** The product name, shown in the bar, the footer and the copyright line. */
  brand: string;
  /** The main call to action that leads to /humanise. */
  action: string;
  /** The heading of the public submission form. */
  submitHeading: string;
  /** The verb used in running text ("humanise your AI drafts"). */
  verb: string;
  optimisation: string;
  /** The BCP 47 tag given to the document, so screen readers pronounce it right. */
  htmlLang: string;
}

export const SPELLING_LABELS: Record<Language, SpellingLabels> = {
  uk: {
    brand: 'Humanise AI',
    action: 'Humanise Now',
    submitHeading: 'Humanise your content now',
    verb: 'humanise',
    optimisation: 'optimisation',
    htmlLang: 'en-GB',
  },
  us: {
    brand: 'Humanize AI',
    action: 'Humanize Now',
    submitHeading: 'Humanize your content now',
    verb: 'humanize',
    optimisation: 'optimization',
    htmlLang: 'en-US',
  },
};

export const SPELLING_OPTIONS: ReadonlyArray<{ value: Language; label: string }> = [
  { value: 'uk', label: 'UK' },
  { value: 'us', label: 'US' },
];

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** Whatever browser storage holds (nothing, an old value, something typed by hand) becomes a valid language. */
export function parseLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

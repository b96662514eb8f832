// The British/American spelling choice: read from browser storage on load, written on every change.
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../shared/constants.ts';
import { parseLanguage, SPELLING_LABELS, type SpellingLabels } from '../lib/spelling.ts';

interface SpellingContextValue {
  language: Language;
  labels: SpellingLabels;
  setLanguage: (language: Language) => void;
}

const SpellingContext = createContext<SpellingContextValue | null>(null);

function readStoredLanguage(): Language {
  try {
    return parseLanguage(window.localStorage.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    // Storage can be switched off; the page still works, it just forgets the choice.
    return parseLanguage(null);
  }
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStoredLanguage.
  }
}

export function SpellingProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState(readStoredLanguage);
  const labels = SPELLING_LABELS[language];

  useEffect(() => {
    document.documentElement.lang = labels.htmlLang;
    document.title = labels.brand;
  }, [labels]);

  const setLanguage = (next: Language) => {
    storeLanguage(next);
    setLanguageState(next);
  };

  return <SpellingContext value={{ language, labels, setLanguage }}>{children}</SpellingContext>;
}

export function useSpelling(): SpellingContextValue {
  const value = use(SpellingContext);
  if (!value) throw new Error('useSpelling must be used inside <SpellingProvider>');
  return value;
}

// The British/American spelling choice: read from browser storage on load, written on every change. It is
// also kept in a cookie of the same name, so that the server renders the public pages in the reader's
// spelling and hydration never flips the text (docs/decisions/0009).
import { createContext, type ReactNode, use, useEffect, useState } from 'react';
import { LANGUAGE_STORAGE_KEY, type Language } from '../../shared/constants.ts';
import { parseLanguage, SPELLING_LABELS, type SpellingLabels } from '../lib/spelling.ts';

interface SpellingContextValue {
  language: Language;
  labels: SpellingLabels;
  setLanguage: (language: Language) => void;
}

const SpellingContext = createContext<SpellingContextValue | null>(null);
const COOKIE_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

function readStoredLanguage(): Language {
  return parseLanguage(readStoredChoice());
}

function readStoredChoice(): string | null {
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be switched off; the page still works, it just forgets the choice.
    return null;
  }
}

function cookieHoldsChoice(): boolean {
  return document.cookie.split('; ').some((cookie) => cookie.startsWith(`${LANGUAGE_STORAGE_KEY}=`));
}

function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // See readStoredLanguage.
  }
  rememberForServer(language);
}

function rememberForServer(language: Language): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one plain preference cookie; the Cookie Store API is not in every browser
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

/**
 * initialLanguage is the spelling the server rendered the page in; a page the browser renders by itself
 * starts from storage.
 */
export function SpellingProvider({
  initialLanguage,
  children,
}: {
  initialLanguage?: Language;
  children: ReactNode;
}) {
  const [language, setLanguageState] = useState<Language>(() => initialLanguage ?? readStoredLanguage());
  const labels = SPELLING_LABELS[language];

  // A stored choice has the last word: a page the server rendered without the cookie (the first visit since
  // the cookie was introduced, or a cleared one) switches to it once hydrated, and the cookie is written again.
  useEffect(() => {
    // The cookie is written with every choice, and gave the server this page's spelling already. Local storage
    // is read only when it is missing: its first read loads it from disk, tens of milliseconds on a phone.
    if (cookieHoldsChoice() || readStoredChoice() === null) return;
    const stored = readStoredLanguage();
    rememberForServer(stored);
    setLanguageState(stored);
  }, []);

  useEffect(() => {
    // The title follows the spelling too, in components/document-title.tsx. Only a change is written: Chromium
    // restyles the whole page for any write of `lang`, the same value too (100 ms on a phone, after hydration).
    const root = document.documentElement;
    if (root.lang !== labels.htmlLang) root.lang = labels.htmlLang;
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

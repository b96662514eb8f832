// The product's numbers (docs/product.md, by area), written once for the server and the web client.

export const HOURLY_RATE_GBP = 75;

export const MIN_QUOTE_HOURS = 0.1;
export const QUOTE_HOURS_STEP = 0.1;
export const MIN_FIXED_PRICE_GBP = 1;

export const TEXT_MINIMUMS = {
  topic: 2,
  aiContent: 30,
  loginPassword: 6,
  signupPassword: 8,
  name: 2,
  experience: 50,
  sampleContent: 300,
  revisionReason: 10,
} as const;

// Upper bounds keep a hostile payload from reaching the database or the password hasher.
export const TEXT_MAXIMUMS = {
  topic: 200,
  aiContent: 100_000,
  result: 200_000,
  extraNotes: 5_000,
  quoteMessage: 5_000,
  message: 10_000,
  feedback: 5_000,
  profileText: 5_000,
  url: 2_048,
  shortText: 200,
  name: 100,
  email: 254,
  password: 200,
  adminCode: 200,
  revisionReason: 2_000,
  review: 2_000,
} as const;

export const SUBMISSION_REDIRECT_MS = 3000;
export const LOGIN_REDIRECT_MS = 100;

export const EXCERPT_LENGTHS = {
  adminJobCard: 200,
  blogAdminFallback: 100,
  blogPublicList: 120,
  helperDefault: 150,
} as const;

export const MAX_RELATED_POSTS = 3;
export const CHAT_AVATARS_SHOWN = 3;

export const TOAST_DURATION_MS = 5000;
export const TOAST_LONG_DURATION_MS = 8000;

export const LANGUAGE_STORAGE_KEY = 'language';
export const LANGUAGES = ['uk', 'us'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'uk';

// Failed logins in a window (docs/product.md "Limits"): per (email, address) first, so that guesses from one
// place cannot lock the owner out everywhere; the wider per-email limit stops guesses spread over many
// addresses, and refuses only the addresses that have failed for that email.
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  maxFailuresPerEmailAndAddress: 10,
  maxFailuresPerEmail: 50,
  maxFailuresPerAddress: 100,
} as const;

// Two-factor sign-in (docs/decisions/0037): how long a right password waits for its code, how many wrong codes
// an account may send in the window, and how many recovery codes it is given.
export const TWO_FACTOR = {
  pendingMs: 10 * 60 * 1000,
  maxWrongCodes: 5,
  windowMs: 15 * 60 * 1000,
  recoveryCodes: 10,
} as const;

export const ROLES = ['client', 'copywriter', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const SERVICE_TYPES = ['human-check', 'rewrite'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

export const WRITING_STYLES = [
  'Professional',
  'Conversational',
  'Academic',
  'Creative',
  'Technical',
  'Persuasive',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const SPECIALTIES = [
  'marketing',
  'tech',
  'finance',
  'health',
  'education',
  'creative',
  'seo',
  'legal',
  'academic',
  'technical',
] as const;

// The estimated working time shown to clients and copywriters (docs/product.md "Services and spelling").
export const ESTIMATED_TIME: Record<ServiceType, string> = {
  'human-check': '1-2 hours',
  rewrite: '2-5 hours',
};

// A visitor's session remembers at most this many anonymous submissions until signup or login.
export const MAX_ANONYMOUS_JOBS = 20;

// The most calls one tRPC request may carry; the web client's batches stay within it (docs/product.md "Limits").
export const MAX_TRPC_BATCH = 10;

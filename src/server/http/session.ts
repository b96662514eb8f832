// The cookie session as the server keeps it (iron-session, sealed in the `humanise_session` cookie): who is
// signed in, and a visitor's anonymous submissions until they sign up or log in.

export interface SessionData {
  userId?: number;
  // The row of user_sessions this cookie stands for (docs/decisions/0034): once it has ended, the cookie
  // signs nobody in.
  sessionId?: number;
  // A right password of an account with two-factor sign-in, waiting for its code (docs/decisions/0037): whose,
  // and when (ms since 1970); nobody is signed in until POST /api/auth/login/2fa completes it.
  twoFactorPending?: { userId: number; at: number };
  // A visitor's submissions, attached to the account at signup or login (docs/product.md "Submitting a job").
  anonymousJobIds?: number[];
  // When this visitor submitted jobs without an account, for the per-session throttle.
  anonymousSubmittedAt?: number[];
}

// What a service sees of the cookie session: iron-session's object in HTTP, a plain object in tests.
export type Session = SessionData & {
  save(): Promise<void>;
  destroy(): void;
};

export const SESSION_COOKIE = 'humanise_session';

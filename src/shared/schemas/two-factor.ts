// Two-factor sign-in (docs/decisions/0037): the forms of /account's "Two-factor sign-in" and of the login's
// second step, and what their procedures answer.
import { z } from 'zod';
import './zod-setup.ts';
import { TEXT_MAXIMUMS } from '../constants.ts';
import { currentUserSchema } from './auth.ts';
import { singleLineText, text } from './common.ts';

export const TOTP_CODE_MESSAGE = 'Enter the 6-digit code from your authenticator app';
export const AUTHENTICATION_CODE_MESSAGE = 'Enter the code from your authenticator app or a recovery code';

// Six digits, as authenticator apps show them (a space in the middle is forgiven).
const totpCode = singleLineText()
  .max(20, TOTP_CODE_MESSAGE)
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, TOTP_CODE_MESSAGE));

// A code from the app, or one of the recovery codes (xxxx-xxxx-xxxx-xxxx): which it is, the server decides.
const authenticationCode = singleLineText()
  .trim()
  .min(1, AUTHENTICATION_CODE_MESSAGE)
  .max(40, AUTHENTICATION_CODE_MESSAGE);

export const enableTwoFactorSchema = z.object({ code: totpCode });
export type EnableTwoFactorInput = z.infer<typeof enableTwoFactorSchema>;

export const twoFactorLoginSchema = z.object({ code: authenticationCode });
export type TwoFactorLoginInput = z.infer<typeof twoFactorLoginSchema>;

export const disableTwoFactorSchema = z.object({
  password: text().min(1, 'Please enter your current password').max(TEXT_MAXIMUMS.password),
  code: authenticationCode,
});
export type DisableTwoFactorInput = z.infer<typeof disableTwoFactorSchema>;

export const twoFactorSetupSchema = z.object({
  // Base32, for typing into an app that cannot scan the QR code.
  secret: z.string(),
  otpauthUrl: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

// POST /api/auth/login: the user, or, for an account with two-factor sign-in, that a code must follow.
export const twoFactorRequiredSchema = z.object({ twoFactorRequired: z.literal(true) });
export const loginAnswerSchema = z.union([currentUserSchema, twoFactorRequiredSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

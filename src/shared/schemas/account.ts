// The account's forms and answers: password reset, email verification and change, spelling, preferences.
// The pages validate with these and the procedures take them as input.
import { z } from 'zod';
import './zod-setup.ts';
import { LANGUAGES, TEXT_MAXIMUMS } from '../constants.ts';
import { changePasswordSchema, signupSchema } from './auth.ts';
import { singleLineText, strictBoolean } from './common.ts';

// A token from a link: base64url of 32 random bytes. Anything else is refused before it reaches the database.
const tokenSchema = singleLineText()
  .trim()
  .max(200, 'This link is not valid')
  .min(1, 'This link is not valid');

export const RESET_LINK_INVALID = 'This reset link is invalid or has expired';
export const CONFIRM_LINK_INVALID = 'This confirmation link is invalid or has expired';
export const FORGOT_PASSWORD_ANSWER = 'If an account exists for this email, a reset link is on its way.';

export const forgotPasswordSchema = z.object({ email: signupSchema.shape.email });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: tokenSchema, password: signupSchema.shape.password });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

// The page asks for the new password twice; only one leaves the browser.
export const resetPasswordFormSchema = z
  .object({ password: signupSchema.shape.password, confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

export const verifyEmailSchema = z.object({ token: tokenSchema });

export const messageSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageSchema>;

export const spellingSchema = z.enum(LANGUAGES);

export const updateProfileSchema = z.object({ name: signupSchema.shape.name });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const updateSpellingSchema = z.object({ spelling: spellingSchema });

export const changeEmailSchema = z.object({
  newEmail: signupSchema.shape.email,
  currentPassword: changePasswordSchema.shape.currentPassword,
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const notificationPreferencesSchema = z.object({
  quotes: strictBoolean,
  messages: strictBoolean,
  delivery: strictBoolean,
  ratings: strictBoolean,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const accountSchema = z.object({
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  // An address waiting to be confirmed from its own inbox, if a change was asked for.
  pendingEmail: z.string().nullable(),
  spelling: spellingSchema,
  notificationPreferences: notificationPreferencesSchema,
});
export type AccountDto = z.infer<typeof accountSchema>;

export const unsubscribeSchema = z.object({ token: singleLineText().trim().min(1).max(TEXT_MAXIMUMS.url) });
export const unsubscribeAnswerSchema = z.object({
  message: z.string(),
  preference: z.enum(['quotes', 'messages', 'delivery', 'ratings']),
});

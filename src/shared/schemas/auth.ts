// One schema per form: the Login and Signup pages validate with these, and the auth procedures take them as input.
import { z } from 'zod';
import './zod-setup.ts';
import { LANGUAGES, ROLES, TEXT_MAXIMUMS, TEXT_MINIMUMS } from '../constants.ts';
import { singleLineText, text } from './common.ts';

// .invalid is reserved (RFC 2606): no inbox is there, and deleted accounts' addresses are (account-deletion.ts).
const email = singleLineText()
  .trim()
  .max(TEXT_MAXIMUMS.email, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .refine((value) => !/\.invalid$/i.test(value), 'Please enter a valid email address');

// A new password on the list of common ones; checked by the server only (src/server/services/password-strength.ts).
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose another.';

export const loginSchema = z.object({
  email,
  password: text()
    .min(TEXT_MINIMUMS.loginPassword, 'Password must be at least 6 characters')
    .max(TEXT_MAXIMUMS.password, 'Password is too long'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const signupSchema = z.object({
  name: singleLineText()
    .trim()
    .min(TEXT_MINIMUMS.name, 'Name must be at least 2 characters')
    .max(TEXT_MAXIMUMS.name, 'Name must be at most 100 characters'),
  email,
  password: text()
    .min(TEXT_MINIMUMS.signupPassword, 'Password must be at least 8 characters long')
    .max(TEXT_MAXIMUMS.password, 'Password is too long'),
  adminCode: singleLineText().max(TEXT_MAXIMUMS.adminCode, 'Invalid admin code').optional(),
  // The spelling the visitor chose with the switch before signing up; British when absent.
  spelling: z.enum(LANGUAGES).optional(),
});
export type SignupInput = z.infer<typeof signupSchema>;

// The page asks for more than the server needs: the confirmation and the terms never leave the browser.
export const signupFormSchema = signupSchema
  .extend({
    confirmPassword: z.string(),
    terms: z.boolean().refine((accepted) => accepted, 'You must accept the terms and conditions'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

export const roleSchema = z.enum(ROLES);

// What GET /api/auth/user answers (401 when nobody is signed in; docs/product.md "The REST contract").
export const currentUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  profileImageUrl: z.string().nullable(),
  isAuthenticated: z.literal(true),
  isAdmin: z.boolean(),
  isCopywriter: z.boolean(),
  hoursBalance: z.number(),
  emailVerified: z.boolean(),
  spelling: z.enum(LANGUAGES),
  // Two-factor sign-in is on (docs/decisions/0037).
  twoFactor: z.boolean(),
  // An admin whom REQUIRE_ADMIN_2FA sends to /account to turn it on before any admin page works.
  twoFactorSetupRequired: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const changePasswordSchema = z.object({
  currentPassword: text().min(1, 'Please enter your current password').max(TEXT_MAXIMUMS.password),
  newPassword: signupSchema.shape.password,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

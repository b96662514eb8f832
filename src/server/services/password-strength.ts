// New passwords (signup, change, reset, create-admin) are checked against the common-password list of
// @zxcvbn-ts/language-common, offline (docs/product.md "Accounts"). zxcvbn's matcher sees through the usual
// disguises of a listed password (capitals, l33t, a digit or a symbol added, keyboard walks, repeats), and a
// password it would guess within a million tries (score 0 or 1) is refused. Server-side only: the list is
// about 380 KB, too much for the pages that carry the form.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD_MESSAGE } from '../../shared/schemas/auth.ts';
import { AppError } from '../errors.ts';

// Built on first use: decompressing the list takes a moment that a server which never sets a password skips.
let checker: ZxcvbnFactory | undefined;

export function isCommonPassword(password: string): boolean {
  checker ??= new ZxcvbnFactory({
    dictionary: { 'passwords-common': dictionary['passwords-common'] },
    graphs: adjacencyGraphs,
  });
  return checker.check(password).score < 2;
}

/** 400 naming the field, as a schema's refusal would, for a common password. */
export function refuseCommonPassword(password: string, field: string): void {
  if (!isCommonPassword(password)) return;
  throw new AppError('VALIDATION_ERROR', COMMON_PASSWORD_MESSAGE, {
    issues: [{ path: [field], message: COMMON_PASSWORD_MESSAGE }],
  });
}

import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError, httpErrorToApi, toApiError } from './errors.ts';

describe('toApiError', () => {
  it('keeps an AppError’s message and code', () => {
    expect(toApiError(new AppError('EMAIL_TAKEN', 'taken'))).toEqual({
      message: 'taken',
      code: 'EMAIL_TAKEN',
    });
  });

  it('maps AppError codes to the statuses of DECISIONS.md', () => {
    expect(new AppError('INVALID_TRANSITION', 'no').code).toBe('CONFLICT');
    expect(new AppError('INVALID_ADMIN_CODE', 'no').code).toBe('FORBIDDEN');
    expect(new AppError('TOO_MANY_REQUESTS', 'no').code).toBe('TOO_MANY_REQUESTS');
  });

  it('turns a validation failure into issues with dotted paths, the first message leading', () => {
    const parsed = z
      .object({ a: z.object({ b: z.string().min(3, 'too short') }) })
      .safeParse({ a: { b: 'x' } });
    const error = new TRPCError({ code: 'BAD_REQUEST', cause: parsed.error });
    expect(toApiError(error)).toEqual({
      message: 'too short',
      code: 'VALIDATION_ERROR',
      issues: [{ path: 'a.b', message: 'too short' }],
    });
  });

  it('hides what an unexpected error says', () => {
    const error = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'relation "users" does not exist',
    });
    expect(toApiError(error).message).not.toContain('users');
  });
});

describe('httpErrorToApi', () => {
  it('names a malformed body, a large body and an unexpected failure plainly', () => {
    expect(httpErrorToApi({ statusCode: 400, code: 'FST_ERR_CTP_INVALID_JSON_BODY', message: 'x' })).toEqual({
      status: 400,
      body: { message: 'The request body is not valid JSON', code: 'BAD_REQUEST' },
    });
    expect(httpErrorToApi({ statusCode: 413, code: 'FST_ERR_CTP_BODY_TOO_LARGE', message: 'x' }).status).toBe(
      413,
    );
    expect(httpErrorToApi({ message: 'boom at db.ts:12' })).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_SERVER_ERROR' },
    });
  });
});

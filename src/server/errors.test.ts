import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  AppError,
  httpErrorToApi,
  httpStatusOf,
  isServiceUnavailable,
  toApiError,
  toTRPCError,
} from './errors.ts';

describe('toApiError', () => {
  it('keeps an AppError’s message and code', () => {
    expect(toApiError(toTRPCError(new AppError('EMAIL_TAKEN', 'taken')))).toEqual({
      message: 'taken',
      code: 'EMAIL_TAKEN',
    });
  });

  it('maps AppError codes to the statuses of the REST contract', () => {
    const status = (error: AppError) => httpStatusOf(toTRPCError(error));
    expect(status(new AppError('INVALID_TRANSITION', 'no'))).toBe(409);
    expect(status(new AppError('INVALID_ADMIN_CODE', 'no'))).toBe(403);
    expect(status(new AppError('TOO_MANY_REQUESTS', 'no'))).toBe(429);
    expect(status(new AppError('PAYMENT_DECLINED', 'no'))).toBe(402);
  });

  it('is a plain Error: services know nothing of tRPC', () => {
    expect(new AppError('NOT_FOUND', 'gone')).not.toBeInstanceOf(TRPCError);
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

describe('a database out of reach', () => {
  const refused = () =>
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  const sqlState = (code: string, message: string) => Object.assign(new Error(message), { code });
  const internal = (cause: unknown) => new TRPCError({ code: 'INTERNAL_SERVER_ERROR', cause });

  it('is recognised whether refused, ended by PostgreSQL, or lost mid-query', () => {
    expect(isServiceUnavailable(refused())).toBe(true);
    // A host tried at several addresses fails with every one of them.
    expect(isServiceUnavailable(new AggregateError([refused(), refused()], 'connect failed'))).toBe(true);
    expect(
      isServiceUnavailable(sqlState('57P01', 'terminating connection due to administrator command')),
    ).toBe(true);
    expect(isServiceUnavailable(sqlState('57P03', 'the database system is starting up'))).toBe(true);
    expect(isServiceUnavailable(sqlState('08006', 'connection failure'))).toBe(true);
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(
      isServiceUnavailable(new Error('Client has encountered a connection error and is not queryable')),
    ).toBe(true);
    expect(isServiceUnavailable(new Error('wrapped', { cause: refused() }))).toBe(true);
  });

  it('is not any other failure of a query', () => {
    expect(isServiceUnavailable(sqlState('23505', 'duplicate key value violates unique constraint'))).toBe(
      false,
    );
    expect(isServiceUnavailable(sqlState('42P01', 'relation "users" does not exist'))).toBe(false);
    expect(isServiceUnavailable(new Error('boom'))).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });

  it('answers 503 UNAVAILABLE, through a procedure or the HTTP layer, instead of a 500', () => {
    expect(httpStatusOf(internal(refused()))).toBe(503);
    expect(toApiError(internal(refused()))).toEqual({
      message: 'The service is briefly unavailable. Please try again in a moment.',
      code: 'UNAVAILABLE',
    });
    expect(httpErrorToApi(refused())).toEqual({
      status: 503,
      body: {
        message: 'The service is briefly unavailable. Please try again in a moment.',
        code: 'UNAVAILABLE',
      },
    });
    // Anything else unexpected stays the plain 500.
    expect(httpStatusOf(internal(new Error('boom')))).toBe(500);
    expect(toApiError(internal(new Error('boom'))).code).toBe('INTERNAL_SERVER_ERROR');
    // An error a procedure meant stays as it was meant, whatever it carries.
    expect(httpStatusOf(new TRPCError({ code: 'NOT_FOUND', cause: refused() }))).toBe(404);
  });
});

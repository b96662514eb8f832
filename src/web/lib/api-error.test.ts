import { describe, expect, it } from 'vitest';
import { apiErrorBody, fieldErrors, httpStatusOf, serverMessage } from './api-error.ts';

function trpcError(message: string, data: unknown) {
  return Object.assign(new Error(message), { data });
}

const conflict = trpcError('An account with this email already exists', {
  code: 'CONFLICT',
  httpStatus: 409,
  api: { message: 'An account with this email already exists', code: 'CONFLICT' },
});

const invalid = trpcError('Invalid input', {
  code: 'BAD_REQUEST',
  httpStatus: 400,
  api: {
    message: 'Invalid input',
    code: 'BAD_REQUEST',
    issues: [
      { path: 'email', message: 'Please enter a valid email address' },
      { path: 'password', message: 'Password must be at least 8 characters long' },
      { path: 'password', message: 'Password is too long' },
      { path: 'body.name', message: 'Name must be at least 2 characters' },
      { path: 'somethingElse', message: 'ignored' },
      { path: 7, message: 'malformed' },
    ],
  },
});

const network = new TypeError('Failed to fetch');

describe('apiErrorBody', () => {
  it('reads the body and drops malformed issues', () => {
    expect(apiErrorBody(conflict)).toEqual({
      message: 'An account with this email already exists',
      code: 'CONFLICT',
    });
    expect(apiErrorBody(invalid)?.issues).toHaveLength(5);
  });

  it('is undefined when no server body is there', () => {
    expect(apiErrorBody(network)).toBeUndefined();
    expect(apiErrorBody(null)).toBeUndefined();
    expect(apiErrorBody(trpcError('x', { api: { message: 1 } }))).toBeUndefined();
  });
});

describe('serverMessage', () => {
  it('prefers the body message, then the message of an error the server sent', () => {
    expect(serverMessage(conflict)).toBe('An account with this email already exists');
    expect(serverMessage(trpcError('Too many attempts', { httpStatus: 429 }))).toBe('Too many attempts');
  });

  it('is undefined for a request that never reached the server', () => {
    expect(serverMessage(network)).toBeUndefined();
    expect(serverMessage(trpcError('Failed to fetch', undefined))).toBeUndefined();
  });
});

describe('httpStatusOf', () => {
  it('reads the status', () => {
    expect(httpStatusOf(conflict)).toBe(409);
    expect(httpStatusOf(network)).toBeUndefined();
  });
});

describe('fieldErrors', () => {
  it('maps issues to the form’s fields, first message wins', () => {
    expect(fieldErrors(invalid, ['name', 'email', 'password'] as const)).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters long',
      name: 'Name must be at least 2 characters',
    });
  });

  it('is empty without issues', () => {
    expect(fieldErrors(conflict, ['email'])).toEqual({});
    expect(fieldErrors(network, ['email'])).toEqual({});
  });
});

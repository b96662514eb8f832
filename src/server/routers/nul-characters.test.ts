// PostgreSQL cannot store a NUL character in text, so a NUL that reached the database was a 500. Every text field
// of every procedure, found by reading the input schemas, is sent a NUL through both doors (the REST path,
// query or body, and a tRPC caller) by a caller the procedure lets in: a 400 that names the field each time.
import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { createCopywriter, createUser } from '../../../test/factories.ts';
import {
  type FieldPath,
  type ProcedureInput,
  pathName,
  procedureInputs,
  type TextField,
  textFields,
  valueAt,
} from '../../../test/helpers/input-schemas.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import type { User } from '../db/entities/user.ts';
import { toApiError } from '../errors.ts';

const t = setupTestApp();

const NUL_MESSAGE = 'Text cannot contain NUL characters';
// Letters on both sides, so that a minimum length or trimming is not what refuses it.
const WITH_NUL = 'Some\u0000text';

// Tried in this order; the first one the procedure lets in must get the 400. A refusal of the caller (401, 403)
// happens before validation and says nothing about the field.
const ROLES = ['anonymous', 'client', 'copywriter', 'admin'] as const;
type RoleName = (typeof ROLES)[number];

function actors() {
  const users = new Map<RoleName, Promise<User | undefined>>();
  const cookies = new Map<RoleName, Promise<string | undefined>>();
  const userOf = (role: RoleName) => {
    if (!users.has(role)) {
      users.set(
        role,
        role === 'anonymous'
          ? Promise.resolve(undefined)
          : role === 'copywriter'
            ? createCopywriter(t.em, 'approved')
            : createUser(t.em, { role }),
      );
    }
    return users.get(role)!;
  };
  return {
    async caller(role: RoleName) {
      const user = await userOf(role);
      return t.caller(user ? await t.sessionOf(user) : undefined);
    },
    async cookie(role: RoleName) {
      if (!cookies.has(role)) {
        cookies.set(
          role,
          userOf(role).then((user) => (user ? t.restLoginAs(user) : undefined)),
        );
      }
      return cookies.get(role)!;
    },
  };
}

const textOnly = (field: TextField) => field.kind === 'string';
const PROCEDURES = procedureInputs()
  .map((procedure) => ({ procedure, fields: textFields(procedure.input).filter(textOnly) }))
  .filter(({ fields }) => fields.length > 0);

interface Answer {
  status: number;
  issues: { path: string; message: string }[];
  label: string;
}

// `message` null: any issue naming the field will do.
function expectNulRefused(answers: Answer[], field: FieldPath, message: string | null) {
  const answer = answers.find(({ status }) => status !== 401 && status !== 403);
  const label = answers.map((each) => each.label).join(', ');
  expect(answer, `${pathName(field)}: no caller was let in (${label})`).toBeDefined();
  expect(answer?.status, `${pathName(field)} (${answer?.label})`).toBe(400);
  const issues = answer?.issues.filter((issue) => issue.path === pathName(field));
  const messages = issues?.map((issue) => issue.message);
  expect(messages, `${pathName(field)} (${answer?.label})`).toEqual(
    message === null ? expect.arrayContaining([expect.any(String)]) : expect.arrayContaining([message]),
  );
}

// The REST adapter hands a path parameter over decoded, so an escaped NUL arrives as a NUL: the parameter's own
// format must refuse it, with its own message.
function isPathParameter(procedure: ProcedureInput, field: FieldPath) {
  return procedure.rest?.path.includes(`{${String(field[0])}}`) ?? false;
}

async function viaRest(procedure: ProcedureInput, field: FieldPath, as: ReturnType<typeof actors>) {
  const rest = procedure.rest!;
  const top = String(field[0]);
  let url = `/api${rest.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === top ? encodeURIComponent(WITH_NUL) : '1',
  )}`;
  let payload: string | undefined;
  if (!isPathParameter(procedure, field)) {
    // The REST adapter reads a DELETE's input from its JSON body, as a POST's.
    if (rest.method === 'GET') {
      expect(field, 'a query parameter is a top-level field').toHaveLength(1);
      url += `?${new URLSearchParams({ [top]: WITH_NUL })}`;
    } else {
      payload = JSON.stringify(valueAt(field, WITH_NUL));
    }
  }
  const answers: Answer[] = [];
  for (const role of ROLES) {
    const response = await t.rest({
      method: rest.method,
      url,
      headers: payload === undefined ? {} : { 'content-type': 'application/json' },
      payload,
      cookie: await as.cookie(role),
    });
    const body = response.body as { issues?: Answer['issues'] };
    answers.push({
      status: response.status,
      issues: body?.issues ?? [],
      label: `${role}: ${response.status}`,
    });
    if (response.status !== 401 && response.status !== 403) break;
  }
  return answers;
}

async function viaTrpc(procedure: ProcedureInput, field: FieldPath, as: ReturnType<typeof actors>) {
  const answers: Answer[] = [];
  for (const role of ROLES) {
    const caller = (await as.caller(role)) as unknown as Record<
      string,
      Record<string, (input: unknown) => unknown>
    >;
    const [group, name] = procedure.name.split('.') as [string, string];
    let answer: Answer;
    try {
      const result = await caller[group]![name]!(valueAt(field, WITH_NUL));
      // A subscription answers its stream; reading it would wait for events.
      if (result && typeof result === 'object' && Symbol.asyncIterator in result) {
        await (result as unknown as AsyncIterator<unknown>).return?.();
      }
      answer = { status: 200, issues: [], label: `${role}: accepted` };
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      const status = { BAD_REQUEST: 400, UNAUTHORIZED: 401, FORBIDDEN: 403 }[error.code as string] ?? 500;
      answer = { status, issues: toApiError(error).issues ?? [], label: `${role}: ${error.code}` };
    }
    answers.push(answer);
    if (answer.status !== 401 && answer.status !== 403) break;
  }
  return answers;
}

describe('a NUL character in a text field', () => {
  it('is tried on the fields the penetration test named', () => {
    const cases = PROCEDURES.flatMap(({ procedure, fields }) =>
      fields.map((field) => `${procedure.name} ${pathName(field.path)}`),
    );
    expect(cases).toEqual(
      expect.arrayContaining([
        'jobs.submit contentTopic',
        'jobs.submit aiContent',
        'auth.signup name',
        'jobs.feedback content',
        'chat.create title',
        'chat.sendMessage content',
        'quotes.submit quoteMessage',
        'copywriter.updateProfile bio',
        'copywriter.updateProfile profileImage',
        'copywriter.submitWork result',
        'copywriter.submitApplication experience',
        'blog.createPost title',
        'blog.createCategory description',
        'payments.status paymentIntentId',
        'payments.simulatePaymentSuccess paymentIntentId',
      ]),
    );
  });

  for (const { procedure, fields } of PROCEDURES) {
    if (procedure.rest) {
      it(`${procedure.rest.method} /api${procedure.rest.path} answers 400 naming the field`, async () => {
        const as = actors();
        for (const field of fields) {
          const message = isPathParameter(procedure, field.path) ? null : NUL_MESSAGE;
          expectNulRefused(await viaRest(procedure, field.path, as), field.path, message);
        }
      });
    }
    it(`tRPC ${procedure.name} answers BAD_REQUEST naming the field`, async () => {
      const as = actors();
      for (const field of fields)
        expectNulRefused(await viaTrpc(procedure, field.path, as), field.path, NUL_MESSAGE);
    });
  }
});

// Names, titles and the other single-line fields refuse control characters (issue 28, finding 11: a CR/LF
// in a name or title showed in plain-text emails, where it could forge lines). Multi-line texts keep theirs.
import { describe, expect, it } from 'vitest';
import { createCopywriter } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';

const t = setupTestApp();

const MESSAGE = 'Use one line, without line breaks or other control characters';
// Letters on both sides, so that trimming is not what deals with it.
const FORGED = ['Line one\r\nBcc: someone@example.com', 'Tab\there', 'Next\u0085line', 'Line\u2028separator'];

describe('single-line fields', () => {
  it('refuse control characters with 400 naming the field, through the REST door', async () => {
    const admin = await t.restLogin('admin');
    const client = await t.restLogin('client');
    const writer = await t.restLoginAs(await createCopywriter(t.em));
    const cases = (value: string) => [
      {
        field: 'name',
        method: 'POST' as const,
        url: '/api/auth/signup',
        payload: { name: value, email: 'new@example.com', password: 'kettle on the landing' },
      },
      {
        field: 'name',
        method: 'PUT' as const,
        url: '/api/account/profile',
        payload: { name: value },
        cookie: client.cookie,
      },
      {
        field: 'contentTopic',
        method: 'POST' as const,
        url: '/api/jobs',
        payload: {
          contentTopic: value,
          aiContent: 'Tea is a drink that many people enjoy every single day.',
        },
      },
      {
        field: 'title',
        method: 'POST' as const,
        url: '/api/conversations',
        payload: { title: value },
        cookie: client.cookie,
      },
      {
        field: 'title',
        method: 'POST' as const,
        url: '/api/blog/posts',
        payload: { title: value, slug: 'a-post', content: 'Some content.' },
        cookie: admin.cookie,
      },
      {
        field: 'name',
        method: 'POST' as const,
        url: '/api/blog/categories',
        payload: { name: value, slug: 'a-category' },
        cookie: admin.cookie,
      },
      {
        field: 'profileImage',
        method: 'PUT' as const,
        url: '/api/copywriter/profile',
        payload: { profileImage: value },
        cookie: writer,
      },
    ];
    for (const value of FORGED) {
      for (const { field, cookie, ...request } of cases(value)) {
        const response = await t.rest({ ...request, cookie });
        const label = `${request.method} ${request.url} ${JSON.stringify(value)}`;
        expect(response.status, label).toBe(400);
        expect((response.body as { issues?: unknown[] }).issues, label).toContainEqual({
          path: field,
          message: MESSAGE,
        });
      }
    }
  });

  it('leave multi-line texts their line breaks', async () => {
    const client = await t.restLogin('client');
    const response = await t.rest({
      method: 'POST',
      url: '/api/jobs',
      cookie: client.cookie,
      payload: {
        contentTopic: 'A post about tea',
        aiContent: 'Tea is a drink.\r\nMany people enjoy it\tevery single day of the year.',
        extraNotes: 'First line\nSecond line',
      },
    });
    expect(response.status).toBe(200);
  });
});

// Over 300 lines: every notification kind in both spellings, one table read top to bottom.
// Every notification as email and in the bell, in both spellings (docs/product.md "Notifications"). Long on
// purpose: one table of every kind in every variant, which a split would scatter.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../../shared/constants.ts';
import { formatPence } from '../../shared/domain/format.ts';
import {
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  preferenceOf,
} from '../../shared/domain/notification-kinds.ts';
import { escapeHtml, html } from './layout.ts';
import type { MessageOf, NotificationMessage, RecipientContext } from './notification-message.ts';
import { renderEmail, renderInApp } from './render-notification.ts';
import { SAMPLE_MESSAGES } from './sample-messages.ts';
import { clip, formatLongDate, stars, subjectWithTitle } from './wording.ts';

const PUBLIC_URL = 'https://app.example.com';
const UNSUBSCRIBE_URL = 'https://app.example.com/unsubscribe?token=abc.def';
const HOSTILE = '<script>alert(1)</script>';
const LEFTOVERS = /\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|Invalid Date/;

function recipient(spelling: Language, overrides: Partial<RecipientContext> = {}): RecipientContext {
  return {
    name: 'Sarah Mitchell',
    spelling,
    publicUrl: PUBLIC_URL,
    unsubscribeUrl: UNSUBSCRIBE_URL,
    ...overrides,
  };
}

// Fields that never reach the reader as text: the kind, the token that only appears URL-encoded, dates a
// template writes out in words, and codes a template turns into words (a service type, a dispute's audience).
const HIDDEN_FIELDS = new Set(['kind', 'token', 'paidAt', 'respondBy', 'serviceType', 'audience', 'by']);

function visibleStrings(message: NotificationMessage): string[] {
  return Object.entries(message)
    .filter(([key, value]) => !HIDDEN_FIELDS.has(key) && typeof value === 'string')
    .map(([, value]) => value as string);
}

// Every user-written string of the sample replaced by markup a hostile user might type.
function hostile<K extends NotificationKind>(message: MessageOf<K>): MessageOf<K> {
  return Object.fromEntries(
    Object.entries(message).map(([key, value]) => [
      key,
      typeof value === 'string' && !HIDDEN_FIELDS.has(key) ? `${HOSTILE} "&' ${value}` : value,
    ]),
  ) as MessageOf<K>;
}

// The variants a template branches on, beside the samples.
const VARIANTS: NotificationMessage[] = [
  { ...SAMPLE_MESSAGES.quote_received, copywriterName: null },
  { ...SAMPLE_MESSAGES.work_delivered, revisionRound: 2 },
  { ...SAMPLE_MESSAGES.application_rejected, reason: null },
  { ...SAMPLE_MESSAGES.rating_received, review: null, rating: 5 },
  { ...SAMPLE_MESSAGES.rating_received, rating: 1 },
  { ...SAMPLE_MESSAGES.revision_requested, round: 0 },
  { ...SAMPLE_MESSAGES.payment_receipt, paidAt: 'not a date' },
];

describe.each(NOTIFICATION_KIND_NAMES)('the %s notification', (kind) => {
  const message = SAMPLE_MESSAGES[kind];
  const hasPreference = preferenceOf(kind) !== null;

  describe.each(LANGUAGES)('in %s spelling', (spelling) => {
    const email = renderEmail(message, recipient(spelling));

    it('has a subject, and a link to the page where the reader acts', () => {
      expect(email.subject.trim()).not.toBe('');
      expect(email.subject).not.toMatch(/[\r\n]/);
      expect(email.link.startsWith(`${PUBLIC_URL}/`)).toBe(true);
      expect(email.html).toContain(`href="${escapeHtml(email.link)}"`);
      expect(email.text).toContain(email.link);
    });

    it('greets the recipient and shows every value of the message, escaped', () => {
      expect(email.html).toContain('Hi Sarah,');
      expect(email.text).toContain('Hi Sarah,');
      // <wbr> marks where a long address may break; the reader sees the address whole.
      const shown = email.html.replaceAll('<wbr>', '');
      for (const value of visibleStrings(message)) {
        for (const line of value.split('\n')) {
          expect(shown).toContain(escapeHtml(line));
          expect(email.text).toContain(line);
        }
      }
    });

    it('leaves no undefined, null, NaN or object in what it writes', () => {
      for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(LEFTOVERS);
    });

    it('writes the plain text from the content, not from the markup', () => {
      expect(email.text).not.toMatch(/<[a-z/!]|&(amp|lt|gt|quot|#\d+);/i);
    });

    it('names the brand in the spelling of the reader', () => {
      // The words a reader sees: the markup's CSS is American whatever the spelling ("color", "center").
      const words = `${email.subject}\n${email.text}`;
      if (spelling === 'us') {
        expect(email.html).toContain('Humanize AI');
        expect(email.text).toContain('Humanize AI');
        expect(words).not.toMatch(
          /humanis|working days|cancelled|personalis|organis|favourite|colour|centre/i,
        );
        expect(email.html).toContain('lang="en-US"');
      } else {
        expect(email.html).toContain('Humanise AI');
        expect(email.text).toContain('Humanise AI');
        expect(words).not.toMatch(/humaniz|business days|canceled|personaliz|organiz|favorite|color|center/i);
        expect(email.html).toContain('lang="en-GB"');
      }
    });

    it('escapes hostile values in every field and in the recipient name', () => {
      const dangerous = renderEmail(hostile(message), recipient(spelling, { name: `${HOSTILE} Mitchell` }));
      expect(dangerous.html).not.toContain('<script');
      expect(dangerous.html).toContain('&lt;script&gt;');
      expect(dangerous.subject).not.toMatch(/[\r\n]/);
      for (const part of [dangerous.subject, dangerous.html, dangerous.text])
        expect(part).not.toMatch(LEFTOVERS);
    });

    it(`offers to unsubscribe ${hasPreference ? 'when given a link' : 'never: it is essential'}`, () => {
      const unsubscribe = 'Unsubscribe from these emails';
      expect(email.html.includes(unsubscribe)).toBe(hasPreference);
      expect(email.text.includes(unsubscribe)).toBe(hasPreference);
      expect(email.html.includes(escapeHtml(UNSUBSCRIBE_URL))).toBe(hasPreference);
      expect(email.text.includes(UNSUBSCRIBE_URL)).toBe(hasPreference);
      expect(email.text.includes(`Manage email preferences: ${PUBLIC_URL}/account`)).toBe(hasPreference);
      expect(email.text.includes("can't be switched off")).toBe(!hasPreference);

      const withoutLink = renderEmail(message, recipient(spelling, { unsubscribeUrl: null }));
      expect(withoutLink.html).not.toContain(unsubscribe);
      expect(withoutLink.text).not.toContain(unsubscribe);
    });

    it(NOTIFICATION_KINDS[kind].inApp ? 'has a short in-app item' : 'has no in-app item', () => {
      const item = renderInApp(message, spelling);
      if (!NOTIFICATION_KINDS[kind].inApp) {
        expect(item).toBeNull();
        return;
      }
      expect(item).not.toBeNull();
      expect(item!.title.length).toBeGreaterThan(0);
      expect(item!.title.length).toBeLessThanOrEqual(60);
      expect(item!.body.length).toBeGreaterThan(0);
      expect(item!.body.length).toBeLessThanOrEqual(140);
      expect(item!.body).not.toMatch(LEFTOVERS);
      expect(PUBLIC_URL + item!.link).toBe(email.link);
    });
  });

  it('keeps the subject and the in-app item short when every value is long', () => {
    const long = Object.fromEntries(
      Object.entries(message).map(([key, value]) => [
        key,
        typeof value === 'string' && !HIDDEN_FIELDS.has(key)
          ? `${'Supercalifragilistic words '.repeat(8)}end`
          : value,
      ]),
    ) as NotificationMessage;
    const email = renderEmail(long, recipient('uk'));
    expect(email.subject.length).toBeLessThanOrEqual(80);
    const item = renderInApp(long, 'uk');
    if (item) {
      expect(item.title.length).toBeLessThanOrEqual(60);
      expect(item.body.length).toBeLessThanOrEqual(140);
    }
  });
});

describe.each(VARIANTS)('the $kind variant', (message) => {
  it.each(LANGUAGES)('renders cleanly in %s spelling', (spelling) => {
    const email = renderEmail(message, recipient(spelling));
    for (const part of [email.subject, email.html, email.text]) expect(part).not.toMatch(LEFTOVERS);
    expect(renderInApp(message, spelling)?.body ?? '').not.toMatch(LEFTOVERS);
  });
});

describe('the wording', () => {
  it('links with the token URL-encoded', () => {
    const email = renderEmail({ kind: 'password_reset', token: 'a/b+c=d&e' }, recipient('uk'));
    expect(email.link).toBe(`${PUBLIC_URL}/reset-password?token=a%2Fb%2Bc%3Dd%26e`);
    expect(email.text).toContain('one hour');
    expect(email.text).toMatch(/didn't ask/);
    const welcome = renderEmail(SAMPLE_MESSAGES.welcome, recipient('uk'));
    expect(welcome.link).toBe(`${PUBLIC_URL}/verify-email?token=${SAMPLE_MESSAGES.welcome.token}`);
  });

  it('tolerates a public URL with a trailing slash', () => {
    const email = renderEmail(
      SAMPLE_MESSAGES.quote_received,
      recipient('uk', { publicUrl: `${PUBLIC_URL}/` }),
    );
    expect(email.link).toBe(`${PUBLIC_URL}/jobs/${SAMPLE_MESSAGES.quote_received.jobId}`);
  });

  it('links each kind to its page', () => {
    const paths: Record<NotificationKind, string> = {
      welcome: '/verify-email?token=',
      verify_email: '/verify-email?token=',
      email_change: '/verify-email?token=',
      password_reset: '/reset-password?token=',
      email_changed: '/verify-email?token=',
      login_locked: '/forgot-password',
      // A notice about a job leads to the job's page (docs/product.md "The job page, review and revisions").
      quote_received: `/jobs/${SAMPLE_MESSAGES.quote_received.jobId}`,
      work_delivered: `/jobs/${SAMPLE_MESSAGES.work_delivered.jobId}`,
      job_withdrawn: `/jobs/${SAMPLE_MESSAGES.job_withdrawn.jobId}`,
      dispute_opened: `/jobs/${SAMPLE_MESSAGES.dispute_opened.jobId}`,
      dispute_offer: `/jobs/${SAMPLE_MESSAGES.dispute_offer.jobId}`,
      dispute_escalated: `/jobs/${SAMPLE_MESSAGES.dispute_escalated.jobId}`,
      dispute_resolved: `/jobs/${SAMPLE_MESSAGES.dispute_resolved.jobId}`,
      payment_receipt: `/payments/${SAMPLE_MESSAGES.payment_receipt.paymentId}`,
      refund: `/payments/${SAMPLE_MESSAGES.refund.paymentId}`,
      application_approved: '/copywriter-dashboard',
      quote_accepted: `/jobs/${SAMPLE_MESSAGES.quote_accepted.jobId}`,
      quote_not_chosen: `/jobs/${SAMPLE_MESSAGES.quote_not_chosen.jobId}`,
      quote_invitation: `/jobs/${SAMPLE_MESSAGES.quote_invitation.jobId}`,
      job_assigned: `/jobs/${SAMPLE_MESSAGES.job_assigned.jobId}`,
      revision_requested: `/jobs/${SAMPLE_MESSAGES.revision_requested.jobId}`,
      delivery_approved: `/jobs/${SAMPLE_MESSAGES.delivery_approved.jobId}`,
      rating_received: `/jobs/${SAMPLE_MESSAGES.rating_received.jobId}`,
      earning_available: '/copywriter-dashboard?tab=earnings',
      payout_sent: '/copywriter-dashboard?tab=earnings',
      payout_failed: '/copywriter-dashboard?tab=earnings',
      application_rejected: '/apply-as-copywriter',
      application_received: '/admin',
      job_awaiting_assignment: '/admin',
      unread_message: `/chat/${SAMPLE_MESSAGES.unread_message.conversationId}`,
    };
    for (const kind of NOTIFICATION_KIND_NAMES) {
      const link = renderEmail(SAMPLE_MESSAGES[kind], recipient('uk')).link;
      expect(link.startsWith(PUBLIC_URL + paths[kind]), `${kind}: ${link}`).toBe(true);
      if (!paths[kind].endsWith('=')) expect(link).toBe(PUBLIC_URL + paths[kind]);
    }
  });

  it('tells the old address of an email change in its reader’s spelling, with the link that undoes it', () => {
    const uk = renderEmail(SAMPLE_MESSAGES.email_changed, recipient('uk'));
    const us = renderEmail(SAMPLE_MESSAGES.email_changed, recipient('us'));
    expect(uk.subject).toBe('The email address of your Humanise AI account was changed');
    expect(us.subject).toBe('The email address of your Humanize AI account was changed');
    expect(uk.text).toContain('recognise');
    expect(us.text).toContain('recognize');
    for (const email of [uk, us]) {
      expect(email.text).toContain(SAMPLE_MESSAGES.email_changed.newEmail);
      expect(email.text).toContain('Undo this change');
    }
  });

  it('names the job in the subject', () => {
    const email = renderEmail(SAMPLE_MESSAGES.quote_received, recipient('uk'));
    expect(email.subject).toBe(`New quote for “${SAMPLE_MESSAGES.quote_received.jobTitle}”`);
  });

  it('writes money in pounds and the payment date in the reader’s spelling', () => {
    const uk = renderEmail(SAMPLE_MESSAGES.payment_receipt, recipient('uk'));
    const us = renderEmail(SAMPLE_MESSAGES.payment_receipt, recipient('us'));
    expect(uk.text).toContain('£150.00');
    expect(us.text).toContain('£150.00');
    expect(uk.text).toContain('22 November 2026');
    expect(us.text).toContain('November 22, 2026');
  });

  it('says when delivered work is the revised version', () => {
    const first = renderEmail(SAMPLE_MESSAGES.work_delivered, recipient('uk'));
    const revised = renderEmail({ ...SAMPLE_MESSAGES.work_delivered, revisionRound: 1 }, recipient('uk'));
    expect(first.text).not.toMatch(/revised version/);
    expect(revised.text).toMatch(/revised version/);
    expect(revised.subject).toMatch(/^Revised/);
  });

  it('quotes the reason of a rejection when there is one, and invites a new application', () => {
    const withReason = renderEmail(SAMPLE_MESSAGES.application_rejected, recipient('uk'));
    const without = renderEmail({ kind: 'application_rejected', reason: null }, recipient('uk'));
    expect(withReason.text).toContain(`> ${SAMPLE_MESSAGES.application_rejected.reason}`);
    expect(without.text).not.toContain('note');
    for (const email of [withReason, without]) expect(email.text).toMatch(/apply again/);
  });

  it('shows a rating as stars and quotes the review', () => {
    const email = renderEmail(SAMPLE_MESSAGES.rating_received, recipient('uk'));
    expect(email.text).toContain('★★★★☆ (4/5)');
    expect(email.html).toContain('★★★★<span');
    expect(email.text).toContain(`> ${SAMPLE_MESSAGES.rating_received.review}`);
    expect(renderInApp(SAMPLE_MESSAGES.rating_received, 'uk')?.body).toMatch(/^★★★★☆ \(4\/5\)/);
  });

  it('quotes the excerpt of an unread message', () => {
    const email = renderEmail(SAMPLE_MESSAGES.unread_message, recipient('uk'));
    expect(email.text).toContain(`> ${SAMPLE_MESSAGES.unread_message.excerpt}`);
  });

  it('writes the refund delay in the reader’s spelling', () => {
    expect(renderEmail(SAMPLE_MESSAGES.refund, recipient('uk')).text).toContain('working days');
    expect(renderEmail(SAMPLE_MESSAGES.refund, recipient('us')).text).toContain('business days');
  });

  it('tells of prepaid hours returned to the balance rather than money to a card', () => {
    const email = renderEmail({ ...SAMPLE_MESSAGES.refund, amountPence: 0, hours: 2 }, recipient('uk'));
    expect(email.subject).toBe('2 hours are back in your balance');
    expect(email.text).toContain('Time returned');
    expect(email.text).not.toContain('card');
    const one = renderEmail({ ...SAMPLE_MESSAGES.refund, amountPence: 0, hours: 1 }, recipient('us'));
    expect(one.subject).toBe('1 hour is back in your balance');
  });

  it('greets someone without a name', () => {
    expect(renderEmail(SAMPLE_MESSAGES.welcome, recipient('uk', { name: '  ' })).text).toContain('Hi there,');
  });
});

describe('the helpers', () => {
  it('escape every interpolation of the html tag, but not nested html', () => {
    const inner = html`<b>${'<i>'}</b>`;
    expect(html`<p>${'a & "b"'}${inner}${['<x>', html`<y>`]}${3}</p>`.safeHtml).toBe(
      '<p>a &amp; &quot;b&quot;<b>&lt;i&gt;</b>&lt;x&gt;<y>3</p>',
    );
    expect(escapeHtml(`'`)).toBe('&#39;');
  });

  it('clip long text at a word, on one line', () => {
    expect(clip('short', 10)).toBe('short');
    expect(clip('a title\nwith a newline', 40)).toBe('a title with a newline');
    const clipped = clip('The quick brown fox jumps over the lazy dog', 20);
    expect(clipped.length).toBeLessThanOrEqual(20);
    expect(clipped).toBe('The quick brown fox…');
    expect(clip('x'.repeat(50), 10)).toBe(`${'x'.repeat(9)}…`);
  });

  it('keep a subject naming a long job within 80 characters', () => {
    const subject = subjectWithTitle('New quote for ', 'word '.repeat(40));
    expect(subject.length).toBeLessThanOrEqual(80);
    expect(subject).toMatch(/^New quote for “word.*…”$/);
  });

  it('format pence, dates and stars', () => {
    expect(formatPence(7500)).toBe('£75.00');
    expect(formatPence(123_456)).toBe('£1,234.56');
    expect(formatLongDate('2026-11-22T10:00:00Z', 'uk')).toBe('22 November 2026');
    expect(formatLongDate('2026-11-22T10:00:00Z', 'us')).toBe('November 22, 2026');
    expect(formatLongDate('nonsense', 'uk')).toBeNull();
    expect(stars(4)).toBe('★★★★☆ (4/5)');
    expect(stars(9)).toBe('★★★★★ (5/5)');
    expect(stars(Number.NaN)).toBe('☆☆☆☆☆ (0/5)');
  });
});

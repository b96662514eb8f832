// Every notification email as a browser draws it, at the layout's full width and at a phone's: nothing may
// scroll sideways, the button must lead to the app, and the screenshots under test-results/emails are there
// for a person to look at.

import { renderEmail } from '../../src/server/email/render-notification.ts';
import { SAMPLE_MESSAGES, sampleRecipient } from '../../src/server/email/sample-messages.ts';
import type { Language } from '../../src/shared/constants.ts';
import {
  NOTIFICATION_KIND_NAMES,
  type NotificationKind,
} from '../../src/shared/domain/notification-kinds.ts';
import { expect, test } from './fixtures.ts';

const WIDTHS = [600, 375] as const;

const CASES: Array<{ kind: NotificationKind; spelling: Language }> = [
  ...NOTIFICATION_KIND_NAMES.map((kind) => ({ kind, spelling: 'uk' as const })),
  { kind: 'welcome', spelling: 'us' },
  { kind: 'payment_receipt', spelling: 'us' },
];

test.describe('notification emails', () => {
  for (const { kind, spelling } of CASES) {
    test(`the ${kind} email (${spelling}) fits a phone and links to the app`, async ({ page }) => {
      const recipient = sampleRecipient(kind, spelling);
      const email = renderEmail(SAMPLE_MESSAGES[kind], recipient);
      const name = spelling === 'uk' ? kind : `${kind}-${spelling}`;

      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await page.setContent(email.html);

        const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
        expect(fits, `${kind} scrolls sideways at ${width}px`).toBe(true);

        const button = page.locator('a.email-button');
        await expect(button).toBeVisible();
        const href = await button.getAttribute('href');
        expect(href).toBe(email.link);
        expect(href!.startsWith(`${recipient.publicUrl}/`)).toBe(true);
        // A thumb-sized target.
        expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);

        await page.screenshot({ path: `test-results/emails/${name}-${width}.png`, fullPage: true });
      }
    });
  }

  test('unbroken long words and addresses wrap instead of widening a phone screen', async ({ page }) => {
    const word = 'Supercalifragilisticexpialidocious'.repeat(5);
    const messages = [
      { ...SAMPLE_MESSAGES.quote_received, jobTitle: word, copywriterName: word },
      { ...SAMPLE_MESSAGES.email_change, newEmail: `${word}@${word}.example.co.uk`, token: word },
      { ...SAMPLE_MESSAGES.payment_receipt, description: `Payment for “${word}”` },
      { ...SAMPLE_MESSAGES.unread_message, excerpt: `https://example.com/${word}/${word}`, senderName: word },
    ];
    await page.setViewportSize({ width: 375, height: 800 });
    for (const message of messages) {
      await page.setContent(renderEmail(message, { ...sampleRecipient(message.kind), name: word }).html);
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      expect(fits, `${message.kind} scrolls sideways`).toBe(true);
    }
    await page.screenshot({ path: 'test-results/emails/long-words-375.png', fullPage: true });
  });
});

// Over 300 lines: the one layout as HTML and as plain text side by side, so that the two cannot drift apart.
// The one email layout every notification shares. A template says what to write as structured content;
// this file turns that content into both the HTML and the plain-text part, so the two always say the same.
//
// The HTML is written for email clients, not browsers: tables for structure, inline styles (Gmail drops a
// <style> block in some views, so it only carries the narrow-screen padding), one 600px column that shrinks
// on a phone, and a button that is a coloured table cell around a link so it survives clients that ignore
// padding on links.
// It is long for the same reason it exists: each block's HTML and its text stand together, so that neither
// changes without the other.
import type { Language } from '../../shared/constants.ts';
import type { NOTIFICATION_KINDS, NotificationKind } from '../../shared/domain/notification-kinds.ts';
import { brandName, clip, firstName, starParts, stars } from './wording.ts';

// A piece of the body: a paragraph, someone's own words set apart (a review, a reason, a chat message),
// one value that must stand out (an email address), a rating, or a short list of labelled facts (a receipt).
export type Block =
  | string
  | { quote: string }
  | { emphasis: string }
  | { details: ReadonlyArray<readonly [label: string, value: string]> }
  | { stars: number };

export interface EmailContent {
  subject: string;
  // The line inbox lists show after the subject.
  preheader: string;
  paragraphs: Block[];
  action: { label: string; path: string };
  // Small print under the button, for what the reader needs only if something is wrong ("ignore this email").
  note?: string;
}

export interface InAppContent {
  title: string;
  body: string;
}

// A template must write the bell's item exactly for the kinds the shared table shows in the app. Distributes
// over a union of kinds, so the content of "some notification" may or may not carry one.
type InAppPart<K extends NotificationKind> = K extends NotificationKind
  ? (typeof NOTIFICATION_KINDS)[K]['inApp'] extends true
    ? { inApp: InAppContent }
    : { inApp?: undefined }
  : never;

export type NotificationContent<K extends NotificationKind> = EmailContent & InAppPart<K>;

export type Footer =
  | { essential: true }
  | {
      essential: false;
      // What this kind of email is about, completing "emails about …".
      topic: string;
      unsubscribeUrl: string | null;
      preferencesUrl: string;
    };

export interface LayoutInput {
  content: EmailContent;
  spelling: Language;
  recipientName: string;
  actionUrl: string;
  publicUrl: string;
  footer: Footer;
}

// ---- Escaping -------------------------------------------------------------------------------------------

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);
}

// HTML that is already safe; anything else interpolated into `html` is escaped.
export interface SafeHtml {
  readonly safeHtml: string;
}

export function trustedHtml(markup: string): SafeHtml {
  return { safeHtml: markup };
}

// Deliberately no null, undefined or boolean: a missing value must be a type error, never the word
// "undefined" in someone's inbox. Conditional fragments are written `condition ? html`…` : ''`.
type Interpolation = string | number | SafeHtml | readonly Interpolation[];

function isSafe(value: Interpolation): value is SafeHtml {
  return typeof value === 'object' && !Array.isArray(value) && 'safeHtml' in value;
}

function interpolate(value: Interpolation): string {
  if (typeof value === 'string') return escapeHtml(value);
  if (typeof value === 'number') return String(value);
  if (isSafe(value)) return value.safeHtml;
  return (value as readonly Interpolation[]).map(interpolate).join('');
}

/** A tagged template that escapes every interpolated value unless it is itself `html`. */
export function html(strings: TemplateStringsArray, ...values: Interpolation[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += interpolate(value) + strings[index + 1]!;
  });
  return trustedHtml(markup);
}

// ---- Look -----------------------------------------------------------------------------------------------

const COLOURS = {
  primary: '#228be6',
  text: '#1a1b1e',
  muted: '#5c5f66',
  background: '#f1f3f5',
  card: '#ffffff',
  border: '#e9ecef',
  quote: '#f8f9fa',
  quoteBorder: '#ced4da',
  star: '#f59f00',
} as const;

// Unquoted family names, so the stack can sit inside a double-quoted style attribute as it is.
const FONT = '-apple-system, BlinkMacSystemFont, Segoe UI, Roboto, Helvetica, Arial, sans-serif';
// Long words, tokens and URLs wrap instead of widening the column on a phone.
const WRAP = 'word-break:break-word;overflow-wrap:anywhere;';
const PARAGRAPH = trustedHtml(
  `margin:0 0 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOURS.text};${WRAP}`,
);
const SMALL = trustedHtml(
  `margin:0 0 8px;font-family:${FONT};font-size:13px;line-height:20px;color:${COLOURS.muted};${WRAP}`,
);

// A value longer than this gets a row of its own under its label: right-aligned text that wraps over
// several lines of a phone's narrow column is hard to read.
const DETAIL_INLINE_MAX = 28;
// A short value (a date, an amount) stays on one line beside its label even at 375 px.
const DETAIL_NOWRAP_MAX = 18;

function renderBlock(block: Block): SafeHtml {
  if (typeof block === 'string') return html`<p style="${PARAGRAPH}">${block}</p>`;
  if ('quote' in block) {
    return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px;border-collapse:separate;">
<tr><td style="background-color:${COLOURS.quote};border-left:3px solid ${COLOURS.quoteBorder};border-radius:4px;padding:12px 16px;font-family:${FONT};font-size:16px;line-height:24px;color:${COLOURS.text};${WRAP}">${lines(block.quote)}</td></tr>
</table>`;
  }
  if ('emphasis' in block) {
    return html`<p style="margin:0 0 16px;font-family:${FONT};font-size:18px;line-height:26px;font-weight:700;color:${COLOURS.text};${WRAP}">${breakable(block.emphasis)}</p>`;
  }
  if ('stars' in block) {
    const { filled, empty, score } = starParts(block.stars);
    return html`<p style="margin:0 0 16px;font-family:${FONT};font-size:26px;line-height:32px;letter-spacing:2px;color:${COLOURS.star};">${filled}<span style="color:${COLOURS.quoteBorder};">${empty}</span><span style="font-size:16px;letter-spacing:0;color:${COLOURS.muted};">&nbsp;&nbsp;${score}</span></p>`;
  }
  const cell = `font-family:${FONT};font-size:14px;line-height:20px;`;
  const rows = block.details.map(([label, value], index) => {
    const divider = index > 0 ? `border-top:1px solid ${COLOURS.border};` : '';
    if (value.length > DETAIL_INLINE_MAX) {
      return html`<tr><td colspan="2" style="padding:10px 0;${divider}${cell}${WRAP}">
<div style="color:${COLOURS.muted};">${label}</div>
<div style="margin-top:2px;color:${COLOURS.text};font-weight:600;">${value}</div>
</td></tr>`;
    }
    return html`<tr>
<td valign="top" style="padding:10px 12px 10px 0;${divider}${cell}color:${COLOURS.muted};white-space:nowrap;">${label}</td>
<td valign="top" align="right" style="padding:10px 0;${divider}${cell}color:${COLOURS.text};font-weight:600;text-align:right;${value.length <= DETAIL_NOWRAP_MAX ? 'white-space:nowrap;' : WRAP}">${value}</td>
</tr>`;
  });
  return html`<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 20px;border-top:1px solid ${COLOURS.border};border-bottom:1px solid ${COLOURS.border};">${rows}</table>`;
}

// An email address or a link breaks after its "@" or before a dot when the column is too narrow for it,
// rather than wherever the last letter that fits happens to be.
function breakable(text: string): SafeHtml {
  return html`${text.split(/(?<=@)|(?=\.)/).map((part, index) => (index === 0 ? html`${part}` : html`<wbr>${part}`))}`;
}

// Someone's message keeps its line breaks.
function lines(text: string): SafeHtml {
  return html`${text
    .trim()
    .split(/\r?\n/)
    .map((line, index) => (index === 0 ? html`${line}` : html`<br>${line}`))}`;
}

function renderButton(label: string, url: string): SafeHtml {
  return html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;border-collapse:separate;">
<tr><td align="center" bgcolor="${COLOURS.primary}" style="border-radius:6px;background-color:${COLOURS.primary};">
<a class="email-button" href="${url}" target="_blank" style="display:inline-block;padding:13px 28px;font-family:${FONT};font-size:16px;line-height:22px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${label}</a>
</td></tr>
</table>`;
}

interface FooterCopy {
  lines: string[];
  links: Array<{ label: string; url: string }>;
}

function footerCopy(footer: Footer): FooterCopy {
  if (footer.essential) {
    return { lines: ["This is a service email about your account, so it can't be switched off."], links: [] };
  }
  const links = [{ label: 'Manage email preferences', url: footer.preferencesUrl }];
  if (footer.unsubscribeUrl)
    links.unshift({ label: 'Unsubscribe from these emails', url: footer.unsubscribeUrl });
  return {
    lines: [`You're receiving this because emails about ${footer.topic} are switched on in your account.`],
    links,
  };
}

function greeting(name: string): string {
  const first = clip(firstName(name), 40);
  return first ? `Hi ${first},` : 'Hi there,';
}

// Invisible characters after the preheader keep inbox previews from running on into the greeting.
const PREHEADER_PADDING = trustedHtml('&#847;&zwnj;&nbsp;'.repeat(60));

export function renderLayout({
  content,
  spelling,
  recipientName,
  actionUrl,
  publicUrl,
  footer,
}: LayoutInput): {
  html: string;
  text: string;
} {
  const brand = brandName(spelling);
  const lang = spelling === 'us' ? 'en-US' : 'en-GB';
  const copy = footerCopy(footer);
  const hello = greeting(recipientName);

  const page = html`<!DOCTYPE html>
<html lang="${lang}" xmlns="http://www.w3.org/1999/xhtml">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<meta name="color-scheme" content="light">
<meta name="supported-color-schemes" content="light">
<title>${content.subject}</title>
<style>
  body { margin: 0 !important; padding: 0 !important; width: 100% !important; }
  a { color: ${COLOURS.primary}; }
  @media only screen and (max-width: 480px) {
    .email-outer { padding: 20px 12px !important; }
    .email-card { padding: 28px 20px !important; }
  }
</style>
</head>
<body style="margin:0;padding:0;width:100%;background-color:${COLOURS.background};-webkit-text-size-adjust:100%;-ms-text-size-adjust:100%;${WRAP}">
<div style="display:none;max-height:0;max-width:0;overflow:hidden;opacity:0;mso-hide:all;font-size:1px;line-height:1px;color:${COLOURS.background};">${content.preheader}${PREHEADER_PADDING}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="${COLOURS.background}" style="background-color:${COLOURS.background};">
<tr><td align="center" class="email-outer" style="padding:32px 16px;">
<!--[if mso]><table role="presentation" width="600" align="center" cellpadding="0" cellspacing="0" border="0"><tr><td><![endif]-->
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;margin:0 auto;table-layout:fixed;">
<tr><td style="padding:0 4px 20px;">
<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="border-collapse:separate;"><tr>
<td width="28" height="28" align="center" valign="middle" bgcolor="${COLOURS.primary}" style="width:28px;height:28px;border-radius:7px;background-color:${COLOURS.primary};font-family:${FONT};font-size:16px;line-height:28px;font-weight:800;color:#ffffff;">H</td>
<td style="padding-left:10px;font-family:${FONT};font-size:19px;line-height:28px;font-weight:800;color:${COLOURS.text};"><a href="${publicUrl}" target="_blank" style="color:${COLOURS.text};text-decoration:none;">${brand}</a></td>
</tr></table>
</td></tr>
<tr><td class="email-card" bgcolor="${COLOURS.card}" style="background-color:${COLOURS.card};border:1px solid ${COLOURS.border};border-radius:8px;padding:36px 40px;">
<p style="${PARAGRAPH}">${hello}</p>
${content.paragraphs.map(renderBlock)}
${renderButton(content.action.label, actionUrl)}
<p style="${SMALL}">Button not working? Paste this link into your browser:</p>
<p style="margin:0;font-family:${FONT};font-size:13px;line-height:20px;${WRAP}"><a href="${actionUrl}" target="_blank" style="color:${COLOURS.primary};text-decoration:underline;">${actionUrl}</a></p>
${
  content.note
    ? html`<p style="margin:24px 0 0;padding-top:20px;border-top:1px solid ${COLOURS.border};font-family:${FONT};font-size:14px;line-height:21px;color:${COLOURS.muted};${WRAP}">${content.note}</p>`
    : ''
}
</td></tr>
<tr><td align="center" style="padding:24px 16px 8px;text-align:center;">
${copy.lines.map((line) => html`<p style="${SMALL}text-align:center;">${line}</p>`)}
${
  copy.links.length > 0
    ? html`<p style="${SMALL}text-align:center;">${copy.links.map(
        (link, index) =>
          html`${index > 0 ? html`<span style="color:${COLOURS.quoteBorder};">&nbsp;&nbsp;·&nbsp;&nbsp;</span>` : ''}<a href="${link.url}" target="_blank" style="color:${COLOURS.muted};text-decoration:underline;white-space:nowrap;">${link.label}</a>`,
      )}</p>`
    : ''
}
<p style="${SMALL}text-align:center;margin:20px 0 0;"><a href="${publicUrl}" target="_blank" style="color:${COLOURS.muted};font-weight:700;text-decoration:none;">${brand}</a><br>Human copywriters who make AI content authentic, accurate and original.</p>
</td></tr>
</table>
<!--[if mso]></td></tr></table><![endif]-->
</td></tr>
</table>
</body>
</html>`;

  const text = [
    brand,
    hello,
    ...content.paragraphs.map(blockText),
    `${content.action.label}: ${actionUrl}`,
    ...(content.note ? [content.note] : []),
    '—',
    ...copy.lines,
    ...copy.links.map((link) => `${link.label}: ${link.url}`),
  ].join('\n\n');

  return { html: page.safeHtml, text: `${text}\n` };
}

function blockText(block: Block): string {
  if (typeof block === 'string') return block;
  if ('quote' in block) {
    return block.quote
      .trim()
      .split(/\r?\n/)
      .map((line) => `> ${line}`)
      .join('\n');
  }
  if ('emphasis' in block) return block.emphasis;
  if ('stars' in block) return stars(block.stars);
  return block.details.map(([label, value]) => `${label}: ${value}`).join('\n');
}

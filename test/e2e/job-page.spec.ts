// The job page in Chromium, one person per browser context (docs/product.md "The job page, review and
// revisions"): a copywriter reads the whole of a long text and its notes before quoting; the client pays,
// sends the delivery back once, compares the two versions, approves and reviews; the timeline tells it all.
// Then a declined card no longer ties the client to the quote they picked, and a withdrawn job closes.
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createCopywriter, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, test, toast, typeKeys } from './fixtures.ts';

const NOTES = 'For owners of small bakeries. Keep the warm tone, and end with an invitation to visit.';
const LAST_PARAGRAPH =
  'Last of all, invite readers in: a fresh loaf on the counter says more than any advert ever could.';
const FIRST_DELIVERY = 'A bakery that writes wins neighbours. Tell them what is in the oven today.';
const SECOND_DELIVERY =
  'A bakery that writes wins neighbours. Tell them what is in the oven this morning, and come in for a warm loaf.';
const REASON = 'Please end with an invitation to visit the shop, as the notes ask.';
const REVIEW = 'Listened carefully and fixed the ending the same day.';

/** 3,000 words in 30 paragraphs, the last one unique, as a client pastes a long AI draft. */
function longDraft(): string {
  const sentence = 'Small bakeries that write about their bread every week win loyal customers over time. ';
  const lastWords = LAST_PARAGRAPH.split(/\s+/).length;
  const filler = (words: number) => {
    const all = sentence
      .repeat(Math.ceil(words / 14))
      .trim()
      .split(/\s+/);
    return all.slice(0, words).join(' ');
  };
  const paragraphs = Array.from({ length: 29 }, (_, index) => `${index + 1}. ${filler(99)}`);
  paragraphs.push(`${filler(100 - lastWords)} ${LAST_PARAGRAPH}`);
  return paragraphs.join('\n\n');
}

/** Signs the page's browser in through the API: the login page is not what is tested here. */
async function signIn(page: Page, email: string, home: string) {
  const signedIn = await page.request.post('/api/auth/login', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  await page.goto(home);
}

/** Someone else at another browser, signed in through the API. */
async function personAt(browser: Browser, email: string, home: string): Promise<Page> {
  const context = await browser.newContext();
  const signedIn = await context.request.post('/api/auth/login', {
    data: { email, password: DEFAULT_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const page = await context.newPage();
  await page.goto(home);
  return page;
}

async function payWithCard(page: Page, amount: string, number: string) {
  const dialog = page.getByRole('dialog', { name: `Pay ${amount}` });
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: `Pay ${amount}` }).click();
  return dialog;
}

const nextStep = (page: Page) => page.getByRole('region', { name: 'Next step' });
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test('a long text is read whole, quoted, paid, delivered, revised, compared, approved and reviewed', async ({
  page,
  browser,
  createAccount,
  orm,
}) => {
  test.slow();
  const client = await createAccount('client');
  await signIn(page, client.email, '/dashboard');
  const title = `Why bakeries should blog ${Date.now()}`;

  // The client submits 3,000 words with a writing style and notes.
  await page.goto('/humanise');
  // The form is server-rendered: it takes input once hydrated, when its file button is enabled.
  await expect(page.getByRole('button', { name: 'Choose a file' })).toBeEnabled();
  await page.getByLabel('Content topic').fill(title);
  await page.getByLabel('AI-generated content').fill(longDraft());
  await page.getByRole('radio', { name: 'Complete Rewrite' }).check();
  await page.getByLabel('Writing style').selectOption('Conversational');
  await page.getByLabel('Additional notes (optional)').fill(NOTES);
  await page.getByRole('button', { name: 'Submit Content' }).click();
  await expect(toast(page, 'Content submitted successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // A copywriter finds it on their dashboard, and reads all of it, and the notes, on the job page.
  const writerUser = await createCopywriter(orm.em, 'approved', { name: `Wendy Writer ${Date.now()}` });
  const writer = await personAt(browser, writerUser.email, '/copywriter-dashboard');
  const available = writer.getByRole('article', { name: title });
  await available.getByRole('link', { name: 'Read the whole text and brief' }).click();
  await expect(writer).toHaveURL(new RegExp(`${jobPath}$`));
  const brief = section(writer, 'The brief');
  await expect(brief).toContainText('3,000 words');
  await expect(brief).toContainText('Conversational');
  await expect(brief.getByText(NOTES)).toBeVisible();
  await expect(brief.getByRole('region', { name: 'The text' })).toContainText(LAST_PARAGRAPH);
  await expect(writer.getByText(LAST_PARAGRAPH)).toBeVisible();

  // They quote from the same page.
  const quoteSection = section(writer, 'Your quote');
  await quoteSection.getByText('Fixed Price').click();
  await typeKeys(quoteSection.getByLabel('Fixed price (£)'), '240');
  await quoteSection.getByRole('button', { name: 'Submit Quote' }).click();
  await expect(toast(writer, 'Quote submitted')).toBeVisible();
  await expect(quoteSection.getByRole('article', { name: 'Quote from you' })).toContainText('£240.00');

  // The client sees the quote with the writer's record, accepts it and pays with the test card.
  await page.reload();
  const quote = section(page, 'Quotes').getByRole('article', { name: `Quote from ${writerUser.name}` });
  await expect(quote).toContainText('New copywriter');
  await quote.getByRole('button', { name: 'Accept and Pay £240.00' }).click();
  await payWithCard(page, '£240.00', '4242 4242 4242 4242');
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(nextStep(page)).toContainText('Work in progress');

  // The writer delivers.
  await writer.reload();
  await writer.getByRole('textbox', { name: 'Your Work' }).fill(FIRST_DELIVERY);
  await writer.getByRole('button', { name: 'Submit Work' }).click();
  await expect(toast(writer, 'Work submitted')).toBeVisible();

  // The client asks for changes, with a reason; the dialog says how many revisions are left and until when.
  await page.reload();
  await expect(section(page, 'Round 1 text')).toHaveText(FIRST_DELIVERY);
  await expect(nextStep(page)).toContainText('2 of 2 revisions left');
  await nextStep(page).getByRole('button', { name: 'Request changes' }).click();
  const revision = page.getByRole('dialog', { name: 'Request changes' });
  await expect(revision).toContainText('2 of 2 revisions left; the review window ends on');
  await revision.getByLabel('What should change?').fill('Too short');
  await revision.getByRole('button', { name: 'Send request' }).click();
  await expect(revision.getByText('in at least 10 characters')).toBeVisible();
  await revision.getByLabel('What should change?').fill(REASON);
  await revision.getByRole('button', { name: 'Send request' }).click();
  await expect(toast(page, 'Changes requested')).toBeVisible();
  await expect(nextStep(page)).toContainText('Revision under way');

  // The writer sees the reason first, and delivers again.
  await writer.reload();
  await expect(nextStep(writer)).toContainText('Revision requested (1 of 2)');
  await expect(nextStep(writer).getByRole('blockquote', { name: 'The client’s request' })).toHaveText(REASON);
  await writer.getByRole('textbox', { name: 'Your Work' }).fill(SECOND_DELIVERY);
  await writer.getByRole('button', { name: 'Submit Revised Work' }).click();
  await expect(toast(writer, 'Work submitted')).toBeVisible();

  // The client reads both versions and the changes between them.
  await page.reload();
  const delivered = section(page, 'Delivered text');
  await expect(delivered.getByRole('region', { name: 'Round 2 text' })).toHaveText(SECOND_DELIVERY);
  await delivered.getByText('Round 1', { exact: true }).click();
  await expect(delivered.getByRole('region', { name: 'Round 1 text' })).toHaveText(FIRST_DELIVERY);
  await expect(delivered).toContainText(REASON);
  await delivered.getByText('Round 2', { exact: true }).click();
  await delivered.getByLabel('Compare with previous (round 1)').check();
  const changes = delivered.getByRole('region', { name: 'Round 2 with the changes from round 1 marked' });
  await expect(changes.locator('ins').filter({ hasText: 'warm loaf' })).toBeVisible();
  await expect(changes.locator('del')).toHaveText(['today']);
  await expect(nextStep(page)).toContainText('1 of 2 revisions left');

  // The client approves, then rates with a written review.
  await nextStep(page).getByRole('button', { name: 'Approve' }).click();
  await page
    .getByRole('dialog', { name: 'Approve the text?' })
    .getByRole('button', { name: 'Approve' })
    .click();
  await expect(toast(page, 'Text approved')).toBeVisible();
  await expect(nextStep(page)).toContainText('You approved the text on');
  await expect(nextStep(page).getByRole('button', { name: 'Request changes' })).toHaveCount(0);
  await nextStep(page).getByRole('radio', { name: '5 stars' }).check();
  await nextStep(page).getByLabel('Your review (optional)').fill(REVIEW);
  await nextStep(page).getByRole('button', { name: 'Submit rating' }).click();
  await expect(toast(page, 'Thank you for rating')).toBeVisible();
  await expect(nextStep(page).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(nextStep(page)).toContainText(REVIEW);

  // The review reaches the writer: on their completed jobs (the API and the dashboard's Completed tab).
  const completed = await (await writer.request.get('/api/copywriter/completed-jobs')).json();
  expect(completed).toEqual(
    expect.arrayContaining([expect.objectContaining({ title, rating: 5, review: REVIEW })]),
  );
  await writer.goto('/copywriter-dashboard');
  await writer.getByRole('tab', { name: 'Completed' }).click();
  await expect(writer.getByRole('article', { name: title })).toContainText(REVIEW);

  // The timeline lists every step in order, each with who took it.
  const by = (name: string, role: string) => `${name} (${role})`;
  const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps).toHaveText([
    new RegExp(`^Submitted by ${escapeRegExp(by(client.name, 'client'))}`),
    new RegExp(`^Quote sent by ${escapeRegExp(by(writerUser.name, 'copywriter'))}.*£240\\.00, fixed price`),
    new RegExp(`^Quote accepted by ${escapeRegExp(by(client.name, 'client'))}`),
    new RegExp(`^Paid by ${escapeRegExp(by(client.name, 'client'))}.*£240\\.00 by card`),
    new RegExp(`^Delivered by ${escapeRegExp(by(writerUser.name, 'copywriter'))}`),
    new RegExp(`^Revision requested by ${escapeRegExp(by(client.name, 'client'))}.*${escapeRegExp(REASON)}`),
    new RegExp(`^Delivered by ${escapeRegExp(by(writerUser.name, 'copywriter'))}.*round 2`),
    new RegExp(`^Approved by ${escapeRegExp(by(client.name, 'client'))}`),
    new RegExp(`^Rated by ${escapeRegExp(by(client.name, 'client'))}.*5/5`),
  ]);
  await writer.context().close();
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** An approved copywriter's quote, sent through the REST API in a session of their own. */
async function quoteAs(
  playwright: { request: { newContext: (options: { baseURL?: string }) => Promise<APIRequestContext> } },
  baseURL: string | undefined,
  email: string,
  jobId: number,
  fixedPrice: number,
) {
  const request = await playwright.request.newContext({ baseURL });
  await request.post('/api/auth/login', { data: { email, password: DEFAULT_PASSWORD } });
  const quoted = await request.post(`/api/copywriter/submit-quote/${jobId}`, {
    data: { estimatedHours: null, fixedPrice, quoteMessage: null },
  });
  expect(quoted.ok()).toBe(true);
  await request.dispose();
}

test('after a declined card the client chooses another quote, which is accepted and paid', async ({
  page,
  createAccount,
  orm,
  playwright,
  baseURL,
}) => {
  const client = await createAccount('client');
  await signIn(page, client.email, '/dashboard');
  const title = `Declined, then another quote ${Date.now()}`;
  const submitted = await page.request.post('/api/jobs', {
    data: {
      contentTopic: title,
      aiContent: 'In today’s fast-paced digital landscape, leveraging synergies unlocks value for everyone.',
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  const jobId = (await submitted.json()).id as number;
  const first = await createCopywriter(orm.em, 'approved', { name: `First Fay ${Date.now()}` });
  const second = await createCopywriter(orm.em, 'approved', { name: `Second Sam ${Date.now()}` });
  await quoteAs(playwright, baseURL, first.email, jobId, 90);
  await quoteAs(playwright, baseURL, second.email, jobId, 120);

  await page.goto(`/jobs/${jobId}`);
  const quotes = section(page, 'Quotes');
  await quotes
    .getByRole('article', { name: `Quote from ${first.name}` })
    .getByRole('button', { name: 'Accept and Pay £90.00' })
    .click();
  const dialog = await payWithCard(page, '£90.00', '4000 0000 0000 0002');
  await expect(toast(page, 'Payment Failed')).toBeVisible();
  await expect(dialog.getByText('Your card was declined.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Both ways on are offered: another card for the same quote, or back to every quote.
  await expect(nextStep(page)).toContainText('Your card was declined');
  await nextStep(page).getByRole('button', { name: 'Try another card' }).click();
  await expect(page.getByRole('dialog', { name: 'Pay £90.00' })).toBeVisible();
  await page.keyboard.press('Escape');
  await nextStep(page).getByRole('button', { name: 'Choose another quote' }).click();
  await expect(toast(page, 'Back to the quotes')).toBeVisible();
  await expect(nextStep(page)).toContainText('Choose a quote');

  await quotes
    .getByRole('article', { name: `Quote from ${second.name}` })
    .getByRole('button', { name: 'Accept and Pay £120.00' })
    .click();
  await payWithCard(page, '£120.00', '4242 4242 4242 4242');
  await expect(toast(page, 'Payment Successful')).toBeVisible();
  await expect(nextStep(page)).toContainText('Work in progress');
  await expect(section(page, 'Details')).toContainText(second.name);
  await expect(section(page, 'Details')).toContainText('£120.00');
  const accepted = section(page, 'Quotes').getByRole('article', { name: `Quote from ${second.name}` });
  await expect(accepted).toContainText('Accepted');

  const steps = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(steps.filter({ hasText: 'failed' })).toContainText(
    `Payment by ${client.name} (client) failed`,
  );
  await expect(steps.filter({ hasText: 'Back to the quotes' })).toContainText(`Copywriter: ${first.name}`);
  await expect(steps.last()).toContainText(`Paid by ${client.name} (client)`);
});

test('a withdrawn job closes, shows among closed jobs, and no one else may open a job page', async ({
  page,
  browser,
  createAccount,
}) => {
  const client = await createAccount('client');
  await signIn(page, client.email, '/dashboard');
  const title = `Withdraw me ${Date.now()}`;
  const submitted = await page.request.post('/api/jobs', {
    data: {
      contentTopic: title,
      aiContent: 'A draft the client changes their mind about before anyone has quoted on it.',
      serviceType: 'human-check',
      writingStyle: 'Professional',
    },
  });
  const jobId = (await submitted.json()).id as number;

  await page.goto(`/jobs/${jobId}`);
  await nextStep(page).getByRole('button', { name: 'Withdraw job' }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this job?' });
  await confirm.getByRole('button', { name: 'Withdraw job' }).click();
  await expect(toast(page, 'Job withdrawn')).toBeVisible();
  await expect(nextStep(page)).toContainText('This job was withdrawn on');
  await expect(nextStep(page).getByRole('button')).toHaveCount(0);

  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Current Jobs' })).toContainText('No Current Jobs');
  await expect(
    page.getByRole('region', { name: 'Withdrawn Jobs' }).getByRole('article', { name: title }),
  ).toContainText('Withdrawn');

  // Another client, and a visitor, get no further than the not-found page and the login.
  const stranger = await createAccount('client');
  const other = await personAt(browser, stranger.email, '/dashboard');
  await other.goto(`/jobs/${jobId}`);
  await expect(other.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await other.context().close();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`/jobs/${jobId}`);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?returnTo=%2Fjobs%2F${jobId}$`));
  await visitor.context().close();
});

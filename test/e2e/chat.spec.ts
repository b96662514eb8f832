// The chat in Chromium, one person per browser context: a client and a copywriter see each other's messages
// appear without a reload, and the unread counts rise and clear as they move between conversations. Then the
// logged-out card, the input's keys and height, a job's conversation from its card, and the chat's toasts.
import type { Browser, Locator, Page } from '@playwright/test';
import { Conversation, ConversationParticipant, Message } from '../../src/server/db/entities/conversation.ts';
import { createCopywriter, createJob, DEFAULT_PASSWORD } from '../factories.ts';
import { expect, fillLogin, test, toast } from './fixtures.ts';

async function personAt(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await fillLogin(page, email, DEFAULT_PASSWORD);
  await expect(page).not.toHaveURL(/\/login/);
  return page;
}

/** The list entry of a conversation, found by its title. */
function entry(page: Page, title: string): Locator {
  return page
    .getByRole('navigation', { name: 'Conversations' })
    .getByRole('link', { name: new RegExp(title) });
}

function unread(page: Page, title: string): Locator {
  return entry(page, title).getByTestId('unread-count');
}

function history(page: Page): Locator {
  return page.getByRole('list', { name: 'Message history' });
}

function input(page: Page): Locator {
  return page.getByRole('textbox', { name: 'Message' });
}

async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
  await expect(history(page).getByText(text, { exact: true })).toBeVisible();
  await expect(input(page)).toHaveValue('');
}

async function startConversation(page: Page, title: string) {
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'New' }).click();
  await page.getByRole('dialog', { name: 'New conversation' }).getByLabel('Title').fill(title);
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** A tRPC call to the procedure, alone or in a batch. */
const procedure = (name: string) => new RegExp(`/trpc/[^?]*${name.replace('.', '\\.')}`);

// A page that reloads loses this mark: its presence at the end proves everything arrived live.
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { stayedLoaded: true }));
const stayedLoaded = (page: Page) => page.evaluate(() => (window as { stayedLoaded?: boolean }).stayedLoaded);

test('a client and a copywriter see each other’s messages and unread counts live', async ({
  page: client,
  browser,
  login,
  orm,
}) => {
  test.slow();
  const stamp = Date.now();
  const first = `Bakery brand voice ${stamp}`;
  const second = `Menu descriptions ${stamp}`;

  await login({ role: 'client' });
  await client.getByRole('link', { name: 'Chat with a Copywriter' }).click();
  await expect(client).toHaveURL(/\/chat$/);
  await expect(client.getByText('No conversations yet').first()).toBeVisible();
  await startConversation(client, first);
  await send(client, 'Hello! Can someone help with our bakery’s brand voice?');

  const writer = await personAt(browser, (await createCopywriter(orm.em, 'approved')).email);
  // The client's conversation is open to every approved copywriter, with its unread message counted. Asked
  // before the page is opened: /chat opens the newest conversation at once, which reads it, so the list's
  // badge shows only until that read is answered.
  const listed = (await (await writer.request.get('/api/conversations')).json()) as {
    title: string;
    unreadCount: number;
  }[];
  expect(listed.find((conversation) => conversation.title === first)?.unreadCount).toBe(1);
  await writer.goto('/chat');
  await entry(writer, first).click();
  await expect(history(writer).getByText('Hello! Can someone help')).toBeVisible();
  await expect(unread(writer, first)).toHaveCount(0);
  await markPage(client);
  await markPage(writer);

  // Each sees the other's message appear.
  await send(writer, 'Happy to help — what do you bake?');
  await expect(history(client).getByText('Happy to help — what do you bake?')).toBeVisible();
  await expect(history(client).getByText('Copywriter', { exact: true })).toBeVisible();
  await send(client, 'Sourdough, mostly.');
  await expect(history(writer).getByText('Sourdough, mostly.')).toBeVisible();

  // The client moves to a second conversation; a message in the first raises its unread count, live.
  await startConversation(client, second);
  await send(client, 'A second question, about our menu.');
  await send(writer, 'Do you have photos of the loaves?');
  await expect(unread(client, first)).toHaveText('1');
  await send(writer, 'And the shop front?');
  await expect(unread(client, first)).toHaveText('2');
  await entry(client, first).click();
  await expect(history(client).getByText('And the shop front?')).toBeVisible();
  await expect(unread(client, first)).toHaveCount(0);

  // And the other way round: the copywriter looks at the client's second, still open, conversation.
  await entry(writer, second).click();
  await expect(history(writer).getByText('A second question, about our menu.')).toBeVisible();
  await send(client, 'Yes, I will send both.');
  await expect(unread(writer, first)).toHaveText('1');
  await entry(writer, first).click();
  await expect(history(writer).getByText('Yes, I will send both.')).toBeVisible();
  await expect(unread(writer, first)).toHaveCount(0);

  // Neither page was reloaded, and a reload agrees with what the streams showed.
  expect(await stayedLoaded(client)).toBe(true);
  expect(await stayedLoaded(writer)).toBe(true);
  await client.reload();
  await expect(unread(client, first)).toHaveCount(0);
  await expect(unread(client, second)).toHaveCount(0);
  await writer.context().close();
});

test('a visitor is asked to log in, and comes back to the chat', async ({ page, createAccount }) => {
  const user = await createAccount('client');
  await page.goto('/chat');
  await expect(page.getByText('Please log in to chat with our professional copywriters.')).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/login/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByText('No conversations yet').first()).toBeVisible();
});

test('the input sends on Enter, adds a line on Shift+Enter, sends nothing blank, and is 40 to 120 px tall', async ({
  page,
  login,
}) => {
  await login({ role: 'client' });
  await page.goto('/chat');
  await startConversation(page, `Keys ${Date.now()}`);
  const box = input(page);
  expect((await box.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  expect((await box.boundingBox())!.height).toBeLessThan(44);

  await box.fill('   ');
  await box.press('Enter');
  await expect(history(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  await box.fill('First line');
  await box.press('Shift+Enter');
  await box.pressSequentially('second line');
  await expect(box).toHaveValue('First line\nsecond line');
  for (let line = 0; line < 10; line += 1) await box.press('Shift+Enter');
  expect((await box.boundingBox())!.height).toBeLessThanOrEqual(120);
  await box.press('Enter');
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(history(page).getByText(/First line\s+second line/)).toBeVisible();
});

test('a job’s conversation opens from its card', async ({ page, login, orm }) => {
  const client = await login({ role: 'client' });
  const writer = await createCopywriter(orm.em, 'approved');
  const title = `Job with a chat ${Date.now()}`;
  await createJob(orm.em, { client, status: 'in_progress', copywriter: writer, title });
  await page.goto('/dashboard');
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card.getByRole('link', { name: 'Open conversation' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Message Copywriter' }).click();
  await page.getByRole('dialog').getByLabel('Message').fill('When can I expect the first draft?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(toast(page, 'Message sent')).toBeVisible();
  await card.getByRole('link', { name: 'Open conversation' }).click();
  await expect(page).toHaveURL(/\/chat\/\d+$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(history(page).getByText('When can I expect the first draft?')).toBeVisible();
});

test('shows the chat’s toasts when a call fails', async ({ page, login, orm }) => {
  const client = await login({ role: 'client' });
  // A conversation longer than a page, so that earlier messages are asked for.
  const em = orm.em.fork();
  const title = `Toasts ${Date.now()}`;
  const conversation = em.create(Conversation, { title, createdBy: client.id });
  em.create(ConversationParticipant, { conversation, user: client.id });
  for (let n = 1; n <= 101; n += 1) {
    em.create(Message, {
      conversation,
      sender: client.id,
      content: `Old message ${n}`,
      createdAt: new Date(2026, 0, 1, 0, n),
    });
  }
  await em.flush();
  await page.goto(`/chat/${conversation.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.route(procedure('chat.earlierMessages'), (route) => route.abort());
  await page.getByRole('button', { name: 'Show earlier messages' }).click();
  await expect(toast(page, 'Failed to load messages. Please try again.')).toBeVisible();

  await page.route(procedure('chat.sendMessage'), (route) => route.abort());
  await input(page).fill('This one will not go');
  await input(page).press('Enter');
  await expect(toast(page, 'Failed to send message. Please try again.')).toBeVisible();
  await expect(input(page)).toHaveValue('This one will not go');

  await page.route(procedure('chat.create'), (route) => route.abort());
  await page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: 'New' }).click();
  await page.getByRole('dialog', { name: 'New conversation' }).getByLabel('Title').fill('Never made');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(toast(page, 'Failed to create conversation. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  // A conversation that does not exist, or is not open to this reader, is the server's 404.
  await page.goto('/chat/2147483000');
  await expect(toast(page, 'Error loading conversation')).toBeVisible();
  await expect(page.getByText('This conversation could not be opened')).toBeVisible();

  // The server renders /chat with its list (docs/decisions/0043): the list the browser asks for itself, on
  // the way there from another page, is the one that fails.
  await page.goto('/account');
  // Hydrated: the bar shows the account, and its links navigate in the page rather than load another.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log out' })).toBeVisible();
  await page.route(procedure('chat.list'), (route) => route.abort());
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Chat with a Copywriter' })
    .click();
  await expect(toast(page, 'Failed to load conversations')).toBeVisible();
});

// A profile picture is an address its owner typed. In the chat, as in the directory, only one on this site is
// loaded: an image on another host would tell that host who opened the conversation and when (a tracking
// pixel), so initials stand in for it.
import { Conversation, ConversationParticipant, Message } from '../../src/server/db/entities/conversation.ts';
import { User } from '../../src/server/db/entities/user.ts';
import { createCopywriter } from '../factories.ts';
import { expect, test } from './fixtures.ts';

test('chat avatars load images from this site only', async ({ page, login, orm }) => {
  const client = await login({ role: 'client' });
  const tracker = await createCopywriter(orm.em, 'approved', { name: 'Tracy Pixel' });
  const local = await createCopywriter(orm.em, 'approved', { name: 'Lola Local' });
  const em = orm.em.fork();
  em.getReference(User, tracker.id).profileImageUrl = 'https://tracker.example/pixel.gif?who=reader';
  em.getReference(User, local.id).profileImageUrl = '/favicon.svg';
  const title = `Avatars ${Date.now()}`;
  const conversation = em.create(Conversation, { title, createdBy: client.id });
  for (const user of [client, tracker, local])
    em.create(ConversationParticipant, { conversation, user: user.id });
  em.create(Message, {
    conversation,
    sender: tracker.id,
    content: 'Hello from Tracy',
    createdAt: new Date(),
  });
  em.create(Message, { conversation, sender: local.id, content: 'Hello from Lola', createdAt: new Date() });
  await em.flush();

  const external: string[] = [];
  await page.route('https://tracker.example/**', (route) => {
    external.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'),
    });
  });

  await page.goto(`/chat/${conversation.id}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  const history = page.getByRole('list', { name: 'Message history' });
  await expect(history.getByText('Hello from Tracy')).toBeVisible();
  await expect(history.getByText('Hello from Lola')).toBeVisible();
  // The same-origin picture is shown; the other one's owner gets initials.
  await expect(page.locator('img[src$="/favicon.svg"]').first()).toBeVisible();
  await expect(page.locator('img[src*="tracker.example"]')).toHaveCount(0);
  await expect(history.getByText('TP').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(external).toEqual([]);
});

// The read rule exists twice, as a predicate (one conversation, each delivered message) and as SQL (the list,
// the replay of missed messages). Over conversations of every shape and viewers of every kind, they agree.
import { describe, expect, it } from 'vitest';
import { createCopywriter, createJob, createUser } from '../../../test/factories.ts';
import { setupTestApp } from '../../../test/helpers/test-app.ts';
import { Conversation } from '../db/entities/conversation.ts';
import { Job } from '../db/entities/job.ts';
import { Quote } from '../db/entities/quote.ts';
import { chatViewer, loadAudiences, mayRead, readableCondition } from './chat-access.ts';
import { listConversations } from './chat-reads.ts';
import { createConversation, postJobMessage, postMessage } from './chat-writes.ts';

const t = setupTestApp();

describe('the read rule as a predicate and as SQL', () => {
  it('agree for every viewer on every kind of conversation', async () => {
    const em = () => t.em;
    const clientA = await createUser(em());
    const clientB = await createUser(em());
    const quoter = await createCopywriter(em());
    const chosen = await createCopywriter(em());
    const bystander = await createCopywriter(em());
    const pending = await createCopywriter(em(), 'pending');
    const admin = await createUser(em(), { role: 'admin' });

    const open = await createConversation(em(), clientA, 'Open');
    await postMessage(em(), clientA, open.id, 'Anyone?');
    const quiet = await createConversation(em(), clientB, 'Nobody wrote yet');
    const taken = await createConversation(em(), clientA, 'Taken');
    await postMessage(em(), chosen, taken.id, 'Mine now');
    const byAdmin = await createConversation(em(), clientB, 'Answered by an admin');
    await postMessage(em(), admin, byAdmin.id, 'Hello from the team');
    await createConversation(em(), bystander, "A copywriter's own");
    await createConversation(em(), admin, "An admin's own");

    const quoted = await createJob(em(), { client: clientA, status: 'offer_made' });
    const fork = em();
    fork.create(Quote, { job: quoted.id, copywriter: quoter.id, fixedPrice: 50 });
    fork.create(Quote, { job: quoted.id, copywriter: chosen.id, fixedPrice: 60 });
    await fork.flush();
    // A thread per writer who quoted.
    const toQuoter = await postJobMessage(em(), clientA, quoted.id, 'Which of you?', quoter.id);
    const chosensPitch = await postJobMessage(em(), chosen, quoted.id, 'Me!');
    // A job paid to one writer: the other keeps their own thread's history, and reads no other.
    const lost = await createJob(em(), { client: clientB, status: 'offer_made' });
    const lostFork = em();
    lostFork.create(Quote, { job: lost.id, copywriter: quoter.id, fixedPrice: 50 });
    lostFork.create(Quote, { job: lost.id, copywriter: chosen.id, fixedPrice: 60 });
    await lostFork.flush();
    const loserThread = await postJobMessage(em(), quoter, lost.id, 'Pick me');
    const winnerThread = await postJobMessage(em(), chosen, lost.id, 'Or me');
    await em().nativeUpdate(Job, { id: lost.id }, { status: 'in_progress', copywriter: chosen.id });
    // A writer whose quote was withdrawn keeps no door to the client.
    const left = await createJob(em(), { client: clientA, status: 'offer_made' });
    const leftFork = em();
    leftFork.create(Quote, { job: left.id, copywriter: bystander.id, fixedPrice: 40 });
    await leftFork.flush();
    const leftThread = await postJobMessage(em(), bystander, left.id, 'Happy to help');
    await em().nativeDelete(Quote, { job: left.id });
    const working = await createJob(em(), { client: clientB, status: 'in_progress', copywriter: chosen });
    await postJobMessage(em(), chosen, working.id, 'Started');
    // A job whose copywriter was assigned after its conversation began, without writing in it since.
    const assignedLater = await createJob(em(), { client: clientA, status: 'offer_made' });
    await postJobMessage(em(), clientA, assignedLater.id, 'Hello?');
    await em().nativeUpdate(
      Job,
      { id: assignedLater.id },
      { status: 'in_progress', copywriter: bystander.id },
    );

    const ids = (await em().find(Conversation, {}, { fields: ['id'] })).map(
      (conversation) => conversation.id,
    );
    expect(ids.length).toBe(13);
    const audiences = await loadAudiences(em(), ids);

    for (const user of [clientA, clientB, quoter, chosen, bystander, pending, admin]) {
      const viewer = await chatViewer(em(), user);
      const byPredicate = ids.filter((id) => mayRead(viewer, audiences.get(id)!)).sort((a, b) => a - b);
      const condition = readableCondition(viewer);
      const rows = await em().execute<{ id: number }[]>(
        `select c.id from conversations c where ${condition.sql} order by c.id`,
        condition.params,
      );
      expect(
        rows.map((row) => row.id),
        `${user.role} ${user.name}`,
      ).toEqual(byPredicate);
      // The list answers the same conversations.
      const listed = (await listConversations(em(), user)).map((conversation) => conversation.id);
      expect(listed.sort((a, b) => a - b)).toEqual(byPredicate);
    }

    // And the predicate says what the rules say, for a few that matter.
    const reads = async (user: typeof clientA, id: number) =>
      mayRead(await chatViewer(em(), user), audiences.get(id)!);
    expect(await reads(bystander, open.id)).toBe(true);
    expect(await reads(pending, open.id)).toBe(false);
    expect(await reads(bystander, quiet.id)).toBe(true);
    expect(await reads(bystander, taken.id)).toBe(false);
    expect(await reads(bystander, byAdmin.id)).toBe(false);
    expect(await reads(clientB, taken.id)).toBe(false);
    expect(await reads(chosen, toQuoter.conversationId)).toBe(false);
    expect(await reads(quoter, chosensPitch.conversationId)).toBe(false);
    expect(await reads(clientA, chosensPitch.conversationId)).toBe(true);
    expect(await reads(quoter, loserThread.conversationId)).toBe(true);
    expect(await reads(quoter, winnerThread.conversationId)).toBe(false);
    expect(await reads(bystander, leftThread.conversationId)).toBe(false);
    expect(await reads(clientA, leftThread.conversationId)).toBe(true);
  });
});

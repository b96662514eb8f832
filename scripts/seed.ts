// npm run seed: fills an empty database with a believable marketplace, built through the same services
// the API uses, so that every job's history is one the product could have made. It refuses a database
// that already has accounts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../src/server/db/database.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { User } from '../src/server/db/entities/user.ts';
import { loadEnvFile, parseEnv, payoutRulesOf } from '../src/server/env.ts';
import type { PaymentGateway } from '../src/server/payments/gateway.ts';
import { createTestGateway } from '../src/server/payments/test-gateway.ts';
import { deleteAccount } from '../src/server/services/account-deletion.ts';
import { decideApplication } from '../src/server/services/admin-service.ts';
import { createAccount } from '../src/server/services/auth-service.ts';
import { createCategory, createPost } from '../src/server/services/blog-service.ts';
import { postJobMessage } from '../src/server/services/chat-writes.ts';
import { apply, updateProfile } from '../src/server/services/copywriter-service.ts';
import { acceptQuote } from '../src/server/services/jobs/accept.ts';
import { approveDelivery } from '../src/server/services/jobs/approve.ts';
import { deliverWork } from '../src/server/services/jobs/deliver.ts';
import { submitHouseQuote } from '../src/server/services/jobs/house-quote.ts';
import { submitQuote, type Terms } from '../src/server/services/jobs/quote.ts';
import { rateJob } from '../src/server/services/jobs/rate.ts';
import { requestRevision } from '../src/server/services/jobs/request-revision.ts';
import { submitJob } from '../src/server/services/jobs/submit.ts';
import { withdrawJob } from '../src/server/services/jobs/withdraw.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { payJob } from '../src/server/services/payments/job-payment.ts';
import { startHoursPurchase } from '../src/server/services/payments/package-purchase.ts';
import { payJobWithHours } from '../src/server/services/payments/prepaid-hours.ts';
import { confirmTestPayment } from '../src/server/services/payments/settlement.ts';
import { openSession } from '../src/server/services/user-sessions.ts';
import type { Context } from '../src/server/trpc/context.ts';
import { priceGbp } from '../src/shared/domain/pricing.ts';
import {
  SEED_CATEGORIES,
  SEED_DRAFTS,
  SEED_POSTS,
  SEED_WRITERS,
  type SeedDraft,
  type SeedWriter,
} from './seed-content.ts';

export const SEED_PASSWORD = 'humanise-demo';

// Hashed once for every demo account: argon2 is slow by design.
const seedPasswordHash = hashPassword(SEED_PASSWORD);

// A signed-in client's submission never touches the session (only a visitor's does), nor the throttle.
const noSession = { save: async () => {}, destroy: () => {} } as unknown as Context['session'];

const DAY_MS = 24 * 60 * 60 * 1000;
/** A date some days from now at 17:00 UTC, as a client picks a deadline or a writer a delivery date. */
function daysAhead(days: number): string {
  const at = new Date(Date.now() + days * DAY_MS);
  at.setUTCHours(17, 0, 0, 0);
  return at.toISOString();
}

async function account(em: EntityManager, name: string, email: string, role: User['role']) {
  const passwordHash = await seedPasswordHash;
  return createAccount(em.fork(), { name, email, passwordHash, role, verified: true });
}

/** A job as the client submits it on /humanise, with its 'submitted' step on the timeline. */
async function submit(em: EntityManager, client: User, draft: SeedDraft, deadline?: string, invited?: User) {
  return submitJob({
    em: em.fork(),
    session: noSession,
    ip: '127.0.0.1',
    actor: client,
    submission: {
      contentTopic: draft.title,
      aiContent: draft.content,
      serviceType: draft.serviceType,
      writingStyle: draft.writingStyle,
      extraNotes: draft.extraNotes ?? undefined,
      deadline: deadline ?? null,
      invitedCopywriterId: invited?.id ?? null,
    },
  });
}

export interface Deal {
  client: User;
  writer: User;
  draft: SeedDraft;
  terms: Terms;
  messages?: readonly [from: 'client' | 'writer', text: string][];
  deadline?: string;
}

/** Submitted, quoted by the writer, accepted and paid by card: the work can start. */
async function paidJob(em: EntityManager, gateway: PaymentGateway, deal: Deal) {
  const job = await submit(em, deal.client, deal.draft, deal.deadline);
  await submitQuote({ em: em.fork(), actor: deal.writer, jobId: job.id, terms: deal.terms });
  const accepted = await acceptQuote({
    em: em.fork(),
    actor: deal.client,
    jobId: job.id,
    copywriterId: deal.writer.id,
  });
  await payJob(em.fork(), gateway, deal.client, {
    jobId: job.id,
    amount: Math.round((priceGbp(accepted) ?? 0) * 100),
  });
  for (const [from, text] of deal.messages ?? []) {
    await postJobMessage(em.fork(), from === 'client' ? deal.client : deal.writer, job.id, text);
  }
  return job;
}

/** Delivered, perhaps sent back once and delivered again, then approved and rated as the draft says (also the
 * interactions bench's long job, bench/interactions.ts). */
export async function deliveredJob(em: EntityManager, gateway: PaymentGateway, deal: Deal, approve = true) {
  const job = await paidJob(em, gateway, deal);
  const { draft } = deal;
  await deliverWork({
    em: em.fork(),
    actor: deal.writer,
    jobId: job.id,
    result: draft.delivered ?? draft.content,
  });
  if (draft.revision) {
    await requestRevision({
      em: em.fork(),
      actor: deal.client,
      jobId: job.id,
      reason: draft.revision.reason,
    });
    await postJobMessage(
      em.fork(),
      deal.writer,
      job.id,
      'Of course, sorry for missing it. Revised version on its way.',
    );
    await deliverWork({ em: em.fork(), actor: deal.writer, jobId: job.id, result: draft.revision.delivered });
  }
  if (approve)
    await approveDelivery({
      em: em.fork(),
      actor: deal.client,
      jobId: job.id,
      rules: payoutRulesOf(parseEnv()),
    });
  if (draft.rating) {
    const { stars, review } = draft.rating;
    await rateJob({ em: em.fork(), actor: deal.client, jobId: job.id, rating: stars, review });
  }
  return job;
}

export async function seed(em: EntityManager): Promise<void> {
  if ((await em.count(User, {})) > 0)
    throw new Error('The database already has accounts: seed only fills an empty one.');
  const gateway = createTestGateway();

  const admin = await account(em, 'Ada Admin', 'admin@humanise.example', 'admin');
  const [clara, tom, mei] = [
    await account(em, 'Clara Bennett', 'clara@humanise.example', 'client'),
    await account(em, 'Tom Okafor', 'tom@humanise.example', 'client'),
    await account(em, 'Mei Lin', 'mei@humanise.example', 'client'),
  ];

  // Each writer applies as the application form would, three are approved and write their bio on the
  // Profile tab, and Daniel's application waits for the admin.
  const writers = new Map<SeedWriter['key'], User>();
  for (const writer of SEED_WRITERS) {
    const user = await account(em, writer.name, writer.email, 'client');
    await apply(em.fork(), await em.fork().findOneOrFail(User, user.id), {
      specialties: writer.specialties,
      profileImage: null,
      experience: writer.experience,
      portfolio: writer.portfolio,
      sampleContent: writer.sampleContent,
      availability: writer.availability,
      rates: writer.rates,
    });
    if (writer.key !== 'daniel') {
      await decideApplication(em.fork(), user.id, 'approved', null);
      const approved = await em.fork().findOneOrFail(User, user.id);
      await updateProfile(em.fork(), approved, {
        bio: writer.bio,
        specialties: writer.specialties,
        experience: writer.experience,
        portfolio: writer.portfolio ?? '',
        sampleContent: writer.sampleContent,
        availability: writer.availability,
        rates: writer.rates,
      });
      writers.set(writer.key, approved);
    }
  }
  const sarah = writers.get('sarah')!;
  const james = writers.get('james')!;
  const priya = writers.get('priya')!;
  const drafts = SEED_DRAFTS;

  // Tom bought the Standard package first, so one of his hourly quotes is paid from his balance below.
  const purchase = await startHoursPurchase(em.fork(), gateway, tom, 'standard');
  await confirmTestPayment(em.fork(), gateway, tom, { paymentIntentId: purchase.paymentIntentId });

  // completed: delivered, approved and rated with a written review.
  await deliveredJob(em, gateway, {
    client: clara,
    writer: sarah,
    draft: drafts.async,
    terms: {
      estimatedHours: 2,
      fixedPrice: null,
      quoteMessage: 'Two hours: a full rewrite at about 300 words, with a headline or two to choose from.',
    },
    messages: [
      [
        'client',
        'Thanks for taking this on. Our readers are sceptical of anything that sounds like a management book.',
      ],
      [
        'writer',
        'Understood. I will lead with the time-zone problem rather than the theory, and keep it practical.',
      ],
    ],
  });
  await deliveredJob(em, gateway, {
    client: mei,
    writer: james,
    draft: drafts.indexFunds,
    terms: {
      estimatedHours: null,
      fixedPrice: 60,
      quoteMessage: 'Fixed price for a full fact-check against FCA and HMRC sources.',
    },
    messages: [
      [
        'writer',
        'Three facts need correcting, and the "no risk" line would not pass a financial promotions review. Details in the delivery.',
      ],
    ],
  });
  await deliveredJob(em, gateway, {
    client: clara,
    writer: priya,
    draft: drafts.sleep,
    terms: {
      estimatedHours: 1,
      fixedPrice: null,
      quoteMessage: 'An hour: I will check every claim against NHS guidance.',
    },
  });
  // completed and rated, still in its 7-day review window: Tom may yet approve it or ask for changes.
  await deliveredJob(
    em,
    gateway,
    {
      client: tom,
      writer: james,
      draft: drafts.isa,
      terms: { estimatedHours: null, fixedPrice: 45, quoteMessage: null, deliveryDate: daysAhead(1) },
    },
    false,
  );
  await deliveredJob(em, gateway, {
    client: mei,
    writer: priya,
    draft: drafts.yoga,
    terms: {
      estimatedHours: null,
      fixedPrice: 90,
      quoteMessage: 'Fixed price for the email and two subject lines to test.',
    },
    messages: [['client', 'Could you sign it from Hannah? She runs the studio.']],
  });
  // completed after a revision: sent back once (the warranty was missing) and delivered again.
  await deliveredJob(em, gateway, {
    client: tom,
    writer: sarah,
    draft: drafts.aurora,
    terms: {
      estimatedHours: null,
      fixedPrice: 120,
      quoteMessage: 'Fixed price for the page, with a short version for the shop listing.',
    },
  });
  // in_progress after a revision request: the client asked for changes and the writer is on it.
  const cloud = await deliveredJob(
    em,
    gateway,
    {
      client: mei,
      writer: james,
      draft: drafts.cloud,
      terms: { estimatedHours: 1.5, fixedPrice: null, quoteMessage: null },
      deadline: daysAhead(6),
    },
    false,
  );
  await requestRevision({
    em: em.fork(),
    actor: mei,
    jobId: cloud.id,
    reason: 'Acme have asked us not to name the archive storage product. Could you describe it generically?',
  });

  // in_progress: paid from Tom's prepaid hours, being written.
  const menu = await submit(em, tom, drafts.menu, daysAhead(5));
  await submitQuote({
    em: em.fork(),
    actor: sarah,
    jobId: menu.id,
    terms: {
      estimatedHours: 1.5,
      fixedPrice: null,
      quoteMessage: 'An hour and a half, with three subject lines to choose from.',
      deliveryDate: daysAhead(3),
    },
  });
  await acceptQuote({ em: em.fork(), actor: tom, jobId: menu.id, copywriterId: sarah.id });
  await payJobWithHours(em.fork(), gateway, tom, menu.id);
  await postJobMessage(
    em.fork(),
    tom,
    menu.id,
    'The risotto is the star. Also, we now open on Sundays from noon.',
  );
  await postJobMessage(
    em.fork(),
    sarah,
    menu.id,
    'Noted: risotto first, Sunday opening as the sign-off. Draft by Thursday.',
  );

  // pending: the admin's house quote accepted and paid, waiting for a copywriter.
  const garden = await submit(em, clara, drafts.garden, daysAhead(8));
  await submitHouseQuote({
    em: em.fork(),
    actor: admin,
    jobId: garden.id,
    terms: { estimatedHours: null, fixedPrice: 40, quoteMessage: 'House price for a short press release.' },
  });
  await acceptQuote({ em: em.fork(), actor: clara, jobId: garden.id, copywriterId: 0 });
  await payJob(em.fork(), gateway, clara, { jobId: garden.id, amount: 4000 });

  // unpaid: a quote accepted, payment outstanding.
  const mortgage = await submit(em, mei, drafts.mortgage);
  await submitQuote({
    em: em.fork(),
    actor: james,
    jobId: mortgage.id,
    terms: {
      estimatedHours: 1,
      fixedPrice: null,
      quoteMessage: 'The borrowing answer needs rewording for compliance; an hour covers it.',
      deliveryDate: daysAhead(2),
    },
  });
  await acceptQuote({ em: em.fork(), actor: mei, jobId: mortgage.id, copywriterId: james.id });

  // offer_made: two quotes waiting for the client, one by the hour and one fixed.
  const bcorp = await submit(em, tom, drafts.bcorp);
  await submitQuote({
    em: em.fork(),
    actor: sarah,
    jobId: bcorp.id,
    terms: {
      estimatedHours: 1,
      fixedPrice: null,
      quoteMessage: 'An hour, including a version for your company page.',
      deliveryDate: daysAhead(2),
    },
  });
  await submitQuote({
    em: em.fork(),
    actor: priya,
    jobId: bcorp.id,
    terms: {
      estimatedHours: null,
      fixedPrice: 65,
      quoteMessage: 'Fixed price; I have written B Corp announcements for two wellbeing brands.',
    },
  });
  const language = await submit(em, clara, drafts.language, daysAhead(10));
  await submitQuote({
    em: em.fork(),
    actor: sarah,
    jobId: language.id,
    terms: {
      estimatedHours: 3,
      fixedPrice: null,
      quoteMessage: 'Three hours for the page and its meta description.',
    },
  });

  // quote: nobody has quoted yet, so every copywriter sees them among Available Jobs.
  // Clara asked Priya for a quote from her profile page; every writer may still quote.
  await submit(em, clara, drafts.bakery, daysAhead(12), priya);
  await submit(em, mei, drafts.podcast);

  // withdrawn: Tom changed his mind after a quote, before paying.
  const tent = await submit(em, tom, drafts.tent);
  await submitQuote({
    em: em.fork(),
    actor: priya,
    jobId: tent.id,
    terms: { estimatedHours: 0.5, fixedPrice: null, quoteMessage: null },
  });
  await withdrawJob({ em: em.fork(), actor: tom, gateway, jobId: tent.id });
  // withdrawn: a client who left before paying; their account deleted, as from /account.
  const leaver = await account(em, 'Ravi Patel', 'ravi@humanise.example', 'client');
  await submit(em, leaver, drafts.podcast);
  // Deleted from a signed-in session of theirs, as from /account.
  const sessionId = await openSession(em.fork(), leaver, { ip: '127.0.0.1', userAgent: 'seed' });
  await deleteAccount(
    { em: em.fork(), session: { sessionId, save: async () => {}, destroy: () => {} }, user: leaver },
    SEED_PASSWORD,
  );

  // The blog: published posts in every category.
  const categories = new Map<string, number>();
  for (const category of SEED_CATEGORIES) {
    const made = await createCategory({ em: em.fork(), input: { ...category } });
    categories.set(category.slug, made.id);
  }
  for (const post of SEED_POSTS) {
    await createPost({
      em: em.fork(),
      actor: null,
      input: {
        title: post.title,
        slug: post.slug,
        content: post.content,
        excerpt: post.excerpt,
        featuredImage: null,
        categoryId: categories.get(post.category) ?? null,
        published: true,
      },
    });
  }

  const profiles = await em.count(CopywriterProfile, {});
  console.log(
    `Seeded 3 clients, ${profiles} copywriters, ${await em.count(Job, {})} jobs and ${SEED_POSTS.length} blog posts.`,
  );
}

if (import.meta.main) {
  loadEnvFile();
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    directDatabaseUrl: env.DATABASE_DIRECT_URL,
    dataDir: env.DATA_DIR,
    log: () => {},
  });
  let code = 0;
  try {
    await seed(database.orm.em.fork());
    console.log(`Every account's password is "${SEED_PASSWORD}".`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    code = 1;
  } finally {
    await database.close();
  }
  process.exit(code);
}

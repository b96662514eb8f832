// npm run seed: fills an empty database with a believable marketplace, built through the same services
// the API uses, so that every job's history is one the product could have made. It refuses a database
// that already has accounts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { openDatabase } from '../src/server/db/database.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { User } from '../src/server/db/entities/user.ts';
import { loadEnvFile, parseEnv } from '../src/server/env.ts';
import { createTestGateway } from '../src/server/payments/test-gateway.ts';
import { deleteAccount } from '../src/server/services/account-data.ts';
import { decideApplication } from '../src/server/services/admin-service.ts';
import { createAccount } from '../src/server/services/auth-service.ts';
import { postJobMessage } from '../src/server/services/chat-service.ts';
import { apply, submitWork } from '../src/server/services/copywriter-service.ts';
import { rateJob } from '../src/server/services/job-service.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import { confirmTestPayment, payJob, startHoursPurchase } from '../src/server/services/payment-service.ts';
import { acceptQuote, submitQuote } from '../src/server/services/quote-service.ts';
import { wordCount } from '../src/shared/domain/text.ts';

export const SEED_PASSWORD = 'humanise-demo';

const DRAFTS = [
  {
    title: 'Why remote teams need async rituals',
    serviceType: 'rewrite',
    content:
      'In today’s fast-paced digital landscape, remote teams must leverage asynchronous rituals to unlock unprecedented productivity. Async communication empowers team members to work on their own schedules, fostering a culture of trust and autonomy. By embracing these rituals, organisations can navigate the complexities of distributed work and drive meaningful outcomes.',
  },
  {
    title: 'A beginner’s guide to index funds',
    serviceType: 'human-check',
    content:
      'Index funds are a popular investment vehicle that track a market index such as the FTSE 100. They offer broad diversification, low fees and historically strong returns, making them an ideal choice for beginners. In 1975 the first index fund was launched by Vanguard, revolutionising the investment landscape forever.',
  },
  {
    title: 'Product page: the Aurora standing desk',
    serviceType: 'rewrite',
    content:
      'Introducing the Aurora standing desk, the ultimate solution for the modern workspace. Crafted with precision and designed for excellence, Aurora seamlessly blends form and function to elevate your productivity to new heights. Experience the perfect harmony of style and ergonomics today.',
  },
  {
    title: 'Sleep hygiene tips for shift workers',
    serviceType: 'human-check',
    content:
      'Shift workers often struggle with sleep. Experts recommend keeping the bedroom cool, dark and quiet, avoiding caffeine six hours before sleep, and using blackout curtains. Studies show that 90% of shift workers who follow these tips sleep eight hours every night.',
  },
  {
    title: 'Newsletter: spring menu launch',
    serviceType: 'rewrite',
    content:
      'We are thrilled to announce our delectable new spring menu, a culinary journey that tantalises the taste buds and celebrates the vibrant flavours of the season. Join us for an unforgettable dining experience that will leave you craving more.',
  },
  {
    title: 'Case study: cutting cloud costs by a third',
    serviceType: 'human-check',
    content:
      'By migrating to reserved instances and right-sizing workloads, Acme Logistics reduced its monthly cloud spend by 33% in just three months. The project leveraged cutting-edge tooling to identify idle resources and optimise storage tiers across every region.',
  },
] as const;

// Hashed once for every demo account: argon2 is slow by design.
const seedPasswordHash = hashPassword(SEED_PASSWORD);

async function account(em: EntityManager, name: string, email: string, role: User['role']) {
  const passwordHash = await seedPasswordHash;
  return createAccount(em.fork(), { name, email, passwordHash, role, verified: true });
}

async function draft(em: EntityManager, client: User, index: number) {
  const source = DRAFTS[index % DRAFTS.length]!;
  const job = em.create(Job, {
    client,
    title: source.title,
    content: source.content,
    serviceType: source.serviceType,
    writingStyle: index % 2 ? 'Conversational' : 'Professional',
    wordCount: wordCount(source.content),
    status: 'quote',
  });
  await em.flush();
  return job;
}

export async function seed(em: EntityManager): Promise<void> {
  if ((await em.count(User, {})) > 0)
    throw new Error('The database already has accounts: seed only fills an empty one.');
  const gateway = createTestGateway();

  await account(em, 'Ada Admin', 'admin@humanise.example', 'admin');
  const clients = [
    await account(em, 'Clara Bennett', 'clara@humanise.example', 'client'),
    await account(em, 'Tom Okafor', 'tom@humanise.example', 'client'),
    await account(em, 'Mei Lin', 'mei@humanise.example', 'client'),
  ];

  const writers: User[] = [];
  for (const [name, email, specialties] of [
    ['Sarah Mitchell', 'sarah@humanise.example', ['marketing', 'seo']],
    ['James Whitfield', 'james@humanise.example', ['finance', 'technical']],
    ['Priya Shah', 'priya@humanise.example', ['health', 'creative']],
    ['Daniel Reyes', 'daniel@humanise.example', ['tech', 'education']],
  ] as const) {
    const user = await account(em, name, email, 'client');
    await apply(em.fork(), await em.fork().findOneOrFail(User, user.id), {
      specialties: [...specialties],
      profileImage: null,
      experience: `${name} has written for agencies, start-ups and national newspapers for over a decade.`,
      portfolio: null,
      sampleContent: 'Good writing is rewriting. '.repeat(14),
      availability: 'Weekdays, 9 to 5 UK time',
      rates: '£75 an hour, or a fixed price for longer pieces',
    });
    writers.push(user);
  }
  // Three approved, one still waiting for the admin.
  for (const writer of writers.slice(0, 3)) await decideApplication(em.fork(), writer.id, 'approved', null);
  const [sarah, james, priya] = await Promise.all(
    writers.slice(0, 3).map((w) => em.fork().findOneOrFail(User, w.id)),
  );
  const [clara, tom, mei] = clients as [User, User, User];

  // quote: nobody has quoted yet.
  await draft(em, clara, 0);
  // offer_made: two quotes waiting for the client, one by hours and one fixed.
  const offered = await draft(em, tom, 1);
  await submitQuote(em.fork(), offered.id, sarah!, {
    estimatedHours: 1.5,
    fixedPrice: null,
    quoteMessage: 'I can turn this round today.',
  });
  await submitQuote(em.fork(), offered.id, james!, {
    estimatedHours: null,
    fixedPrice: 95,
    quoteMessage: 'Finance is my specialty; fixed price.',
  });
  // unpaid: a quote accepted, payment outstanding.
  const unpaid = await draft(em, mei, 2);
  await submitQuote(em.fork(), unpaid.id, priya!, {
    estimatedHours: 2,
    fixedPrice: null,
    quoteMessage: null,
  });
  await acceptQuote(em.fork(), mei, unpaid.id, priya!.id);
  // pending: the admin's house quote accepted and paid, waiting to be assigned.
  const pending = await draft(em, clara, 3);
  await submitQuote(em.fork(), pending.id, null, {
    estimatedHours: null,
    fixedPrice: 60,
    quoteMessage: 'House price',
  });
  await acceptQuote(em.fork(), clara, pending.id, 0);
  await payJob(em.fork(), gateway, clara, { jobId: pending.id, amount: 6000 });
  // in_progress and completed: quoted, accepted, paid, and one delivered and rated.
  for (const [index, client, writer, deliver] of [
    [4, tom, sarah!, false],
    [5, mei, james!, true],
    [0, clara, sarah!, true],
  ] as const) {
    const job = await draft(em, client, index);
    await submitQuote(em.fork(), job.id, writer, {
      estimatedHours: null,
      fixedPrice: 80 + index * 10,
      quoteMessage: null,
    });
    await acceptQuote(em.fork(), client, job.id, writer.id);
    await payJob(em.fork(), gateway, client, { jobId: job.id, amount: (80 + index * 10) * 100 });
    await postJobMessage(
      em.fork(),
      client,
      job.id,
      'Thanks for taking this on — keep our brand voice friendly.',
    );
    if (deliver) {
      await submitWork(
        em.fork(),
        writer,
        job.id,
        `${DRAFTS[index]!.content.replace(/leverage|unprecedented|seamlessly/g, 'use')}`,
      );
      await rateJob(em.fork(), client, job.id, index === 5 ? 5 : 4);
    }
  }
  // withdrawn: a client who left before paying; their account deleted, as from /account.
  const leaver = await account(em, 'Ravi Patel', 'ravi@humanise.example', 'client');
  await draft(em, leaver, 1);
  await deleteAccount(
    { em: em.fork(), session: { save: async () => {}, destroy: () => {} }, user: leaver },
    SEED_PASSWORD,
  );
  // Prepaid hours: Tom bought the Standard package, so his hourly quote can be paid from the balance.
  const purchase = await startHoursPurchase(em.fork(), gateway, tom, 'standard');
  await confirmTestPayment(em.fork(), gateway, tom, { paymentIntentId: purchase.paymentIntentId });
  const profiles = await em.count(CopywriterProfile, {});
  console.log(
    `Seeded ${clients.length} clients, ${profiles} copywriters and ${await em.count(Job, {})} jobs.`,
  );
}

if (import.meta.main) {
  loadEnvFile();
  const env = parseEnv();
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
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

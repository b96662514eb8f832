// The data the list benchmarks read, written through the ORM as the product would have written it: a client
// with 50 jobs in every state, an admin's 1,000 jobs, 300 jobs of 100 KB open for quotes, 100 blog posts.
import type { EntityManager } from '@mikro-orm/postgresql';
import { MikroORM } from '@mikro-orm/postgresql';
import { ormConfig } from '../mikro-orm.config.ts';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { Quote } from '../src/server/db/entities/quote.ts';
import { User } from '../src/server/db/entities/user.ts';
import { createCategory, createPost } from '../src/server/services/blog-service.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import type { Role } from '../src/shared/constants.ts';
import { wordCount } from '../src/shared/domain/text.ts';

export const PASSWORD = 'bench account password';

export async function withOrm<T>(databaseUrl: string, body: (em: EntityManager) => Promise<T>): Promise<T> {
  const orm = await MikroORM.init(ormConfig(databaseUrl));
  try {
    return await body(orm.em.fork());
  } finally {
    await orm.close();
  }
}

// Hashed once: every bench account has the same password.
let passwordHash: Promise<string> | undefined;

export async function account(em: EntityManager, role: Role, email: string, name: string): Promise<User> {
  passwordHash ??= hashPassword(PASSWORD);
  const fork = em.fork();
  const user = fork.create(User, {
    name,
    email,
    passwordHash: await passwordHash,
    role,
    profileImageUrl: null,
    emailVerifiedAt: new Date(),
  });
  await fork.flush();
  return user;
}

export async function approvedCopywriter(em: EntityManager, email: string, name: string): Promise<User> {
  const user = await account(em, 'copywriter', email, name);
  const fork = em.fork();
  fork.create(CopywriterProfile, {
    user: user.id,
    status: 'approved',
    specialties: ['marketing', 'seo'],
    experience: 'Ten years of writing for technology and marketing teams.',
    sampleContent: 'A sample. '.repeat(40),
    availability: 'Weekdays',
    rates: '£75 an hour',
  });
  await fork.flush();
  return user;
}

// Signs in through the API, as a browser does, and answers the session cookie.
export async function signIn(serverUrl: string, email: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

const DRAFT = 'An AI draft that needs a careful human edit before it goes out. ';

// About 100 KB of a draft that reads like one: sentences that vary, so that it compresses as text does.
export function longDraft(index: number): string {
  const sentences: string[] = [];
  let length = 0;
  for (let n = 0; length < 100_000; n += 1) {
    const sentence = `Paragraph ${n} of draft ${index}: ${DRAFT}It covers point ${(n * 7919 + index) % 1000} in detail. `;
    sentences.push(n % 6 === 5 ? `${sentence}\n\n` : sentence);
    length += sentence.length;
  }
  return sentences.join('').slice(0, 100_000);
}

// Jobs in every state a list meets: waiting, quoted by two writers, assigned, delivered.
export async function seedJobs(
  em: EntityManager,
  client: User | null,
  writers: User[],
  count: number,
  content: (index: number) => string = () => DRAFT.repeat(30),
): Promise<void> {
  const fork = em.fork();
  for (let i = 0; i < count; i += 1) {
    const status = (['quote', 'offer_made', 'in_progress', 'completed'] as const)[i % 4]!;
    const assigned = status === 'in_progress' || status === 'completed';
    const text = content(i);
    const job = fork.create(Job, {
      client,
      title: `Bench job ${i}`,
      content: text,
      serviceType: i % 2 ? 'rewrite' : 'human-check',
      writingStyle: 'Professional',
      wordCount: wordCount(text),
      status,
      copywriter: assigned ? writers[0] : null,
      fixedPrice: assigned ? 120 : null,
      result: status === 'completed' ? 'The finished text. '.repeat(40) : null,
      completedAt: status === 'completed' ? new Date() : null,
    });
    if (status === 'offer_made') {
      for (const writer of writers) fork.create(Quote, { job, copywriter: writer, estimatedHours: 1.5 });
    }
    if (i % 200 === 199) await fork.flush();
  }
  await fork.flush();
}

// Jobs open for quotes, as visitors submit them: `count` drafts of 100 KB, some quoted by other writers.
export async function seedOpenJobs(em: EntityManager, writers: User[], count: number): Promise<void> {
  for (let start = 0; start < count; start += 25) {
    const fork = em.fork();
    for (let i = start; i < Math.min(count, start + 25); i += 1) {
      const text = longDraft(i);
      const job = fork.create(Job, {
        client: null,
        title: `Open job ${i}`,
        content: text,
        serviceType: i % 2 ? 'rewrite' : 'human-check',
        writingStyle: 'Professional',
        wordCount: wordCount(text),
        status: i % 3 === 0 ? 'offer_made' : 'quote',
      });
      if (i % 3 === 0) {
        for (const writer of writers) fork.create(Quote, { job, copywriter: writer, fixedPrice: 90 });
      }
    }
    await fork.flush();
  }
}

const CATEGORIES = ['SEO', 'Writing Craft', 'AI Tools', 'Case Studies', 'Company News'];

// About 1.5 KB of Markdown, the length of a short article's opening.
function postContent(index: number): string {
  return [
    `## Part ${index}: why it matters`,
    'AI tools produce fluent text quickly, but **fluency is not accuracy**. In our reviews we regularly find:',
    '- invented statistics\n- quotes nobody said\n- links to pages that do not exist',
    '> A human editor reads for meaning, not just for grammar.',
    'Our copywriters check every claim, restore the brand voice and rewrite what needs it. '.repeat(8),
    `See [our pricing](/pricing) for how quotes work, or read post ${index + 1} next.`,
  ].join('\n\n');
}

// Through the blog's own services, so that the rows are exactly what the admin screens would have written.
export async function seedPosts(em: EntityManager, count: number): Promise<void> {
  const categories = [];
  for (const name of CATEGORIES) {
    const slug = name.toLowerCase().replace(/\s+/g, '-');
    categories.push(await createCategory({ em: em.fork(), input: { name, slug, description: null } }));
  }
  for (let index = 1; index <= count; index++) {
    await createPost({
      em: em.fork(),
      actor: null,
      input: {
        title: `Bench post ${index}: making AI drafts sound human`,
        slug: `bench-post-${index}`,
        content: postContent(index),
        excerpt: index % 2 === 0 ? 'What a human editor adds to an AI draft, and why readers notice.' : null,
        featuredImage: index % 3 === 0 ? `https://images.example.com/post-${index}.jpg` : null,
        categoryId: categories[index % categories.length]!.id,
        published: true,
      },
    });
  }
}

import type { EntityManager } from '@mikro-orm/postgresql';
import { CopywriterProfile } from '../src/server/db/entities/copywriter-profile.ts';
import { Job } from '../src/server/db/entities/job.ts';
import { JobDelivery } from '../src/server/db/entities/job-delivery.ts';
import { User } from '../src/server/db/entities/user.ts';
import { createAccount } from '../src/server/services/auth-service.ts';
import { hashPassword } from '../src/server/services/passwords.ts';
import type { Role } from '../src/shared/constants.ts';
import type { JobStatus } from '../src/shared/domain/job-status.ts';
import { reviewWindowEnd } from '../src/shared/domain/review-window.ts';
import { wordCount } from '../src/shared/domain/text.ts';

let sequence = 0;

export const DEFAULT_PASSWORD = 'correct horse battery';

// Hashing once and reusing the hash keeps factories fast; accounts with their own password go through
// the real createAccount.
let defaultPasswordHash: Promise<string> | undefined;

export async function createUser(
  em: EntityManager,
  overrides: Partial<{ name: string; email: string; password: string; role: Role; verified: boolean }> = {},
): Promise<User> {
  sequence += 1;
  const role = overrides.role ?? 'client';
  const account = {
    name: overrides.name ?? `Test ${role} ${sequence}`,
    email: overrides.email ?? `${role}${sequence}-${process.pid}@example.com`,
    role,
  };
  if (overrides.password)
    return createAccount(em.fork(), { ...account, passwordHash: await hashPassword(overrides.password) });
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  const fork = em.fork();
  const user = fork.create(User, {
    ...account,
    passwordHash: await defaultPasswordHash,
    profileImageUrl: null,
    // An established account has confirmed its address; a test of confirmation asks for one that has not.
    emailVerifiedAt: overrides.verified === false ? null : new Date(),
  });
  await fork.flush();
  return user;
}

export async function createCopywriter(
  em: EntityManager,
  status: 'pending' | 'approved' | 'rejected' = 'approved',
  overrides: Partial<{ name: string; specialties: string[] }> = {},
): Promise<User> {
  const user = await createUser(em, { role: 'copywriter', name: overrides.name });
  const fork = em.fork();
  fork.create(CopywriterProfile, {
    user: user.id,
    status,
    specialties: overrides.specialties ?? ['marketing', 'seo'],
    experience: 'Ten years of writing for technology and marketing teams in London and New York.',
    sampleContent: 'A sample. '.repeat(40),
    availability: 'Weekdays',
    rates: '£75 an hour',
  });
  await fork.flush();
  return user;
}

// Many approved writers in one flush, each joining a second after the last and `joinedBefore` the writers a
// test creates afterwards: a directory with more than a page of them.
export async function createApprovedCopywriters(
  em: EntityManager,
  count: number,
  options: { namePrefix?: string } = {},
): Promise<void> {
  defaultPasswordHash ??= hashPassword(DEFAULT_PASSWORD);
  const passwordHash = await defaultPasswordHash;
  const fork = em.fork();
  const joined = Date.now() - count * 1000;
  for (let n = 0; n < count; n += 1) {
    sequence += 1;
    const user = fork.create(User, {
      name: `${options.namePrefix ?? 'Writer'} ${n}`,
      email: `copywriter${sequence}-${process.pid}@example.com`,
      role: 'copywriter',
      passwordHash,
      profileImageUrl: null,
      emailVerifiedAt: new Date(),
    });
    fork.create(CopywriterProfile, {
      user,
      status: 'approved',
      specialties: ['marketing', 'seo'],
      experience: 'Ten years of writing for technology and marketing teams in London and New York.',
      sampleContent: 'A sample. '.repeat(40),
      availability: 'Weekdays',
      rates: '£75 an hour',
      createdAt: new Date(joined + n * 1000),
    });
  }
  await fork.flush();
}

export const SAMPLE_CONTENT =
  'Artificial intelligence is transforming the way businesses create content, offering speed and scale.';

// A job in any status, its history made up as the transition table would have made it: a completed job
// was delivered just now (round 1) and is in its review window.
export async function createJob(
  em: EntityManager,
  options: {
    client: User | null;
    status?: JobStatus;
    copywriter?: User | null;
    fixedPrice?: number | null;
    estimatedHours?: number | null;
    title?: string;
    content?: string;
    deadline?: Date | null;
    deliveryDate?: Date | null;
  },
): Promise<Job> {
  const fork = em.fork();
  const status = options.status ?? 'quote';
  const agreed = ['unpaid', 'pending', 'in_progress', 'completed'].includes(status);
  const deliveredAt = status === 'completed' ? new Date() : null;
  const job = fork.create(Job, {
    client: options.client?.id ?? null,
    title: options.title ?? 'A blog post about AI',
    content: options.content ?? SAMPLE_CONTENT,
    serviceType: 'human-check',
    writingStyle: 'Professional',
    wordCount: wordCount(options.content ?? SAMPLE_CONTENT),
    status,
    copywriter: options.copywriter?.id ?? null,
    fixedPrice: options.fixedPrice ?? (agreed && options.estimatedHours === undefined ? 120 : null),
    estimatedHours: options.estimatedHours ?? null,
    result: deliveredAt ? 'The finished text.' : null,
    completedAt: deliveredAt,
    reviewWindowEndsAt: deliveredAt ? reviewWindowEnd(deliveredAt) : null,
    deadline: options.deadline ?? null,
    deliveryDate: options.deliveryDate ?? null,
  });
  if (deliveredAt) fork.create(JobDelivery, { job, round: 1, result: 'The finished text.', deliveredAt });
  await fork.flush();
  return job;
}

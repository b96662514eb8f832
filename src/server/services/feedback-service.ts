import type { EntityManager } from '@mikro-orm/postgresql';
import { Feedback } from '../db/entities/feedback.ts';
import type { User } from '../db/entities/user.ts';

export async function submitFeedback(em: EntityManager, viewer: User, content: string): Promise<void> {
  em.create(Feedback, { user: viewer, content });
  await em.flush();
}

import { defineEntity, p } from '@mikro-orm/core';
import { User } from './user.ts';

export const FeedbackSchema = defineEntity({
  name: 'Feedback',
  tableName: 'feedback',
  properties: {
    id: p.integer().primary(),
    user: () => p.manyToOne(User),
    content: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class Feedback extends FeedbackSchema.class {}
FeedbackSchema.setClass(Feedback);

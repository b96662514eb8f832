import { defineEntity, p } from '@mikro-orm/core';
import { PROFILE_STATUSES } from '../../../shared/schemas/copywriter.ts';
import { User } from './user.ts';

export const CopywriterProfileSchema = defineEntity({
  name: 'CopywriterProfile',
  tableName: 'copywriter_profiles',
  // The directory's order, longest-standing first, over the approved writers alone (copywriter-service.ts).
  indexes: [
    {
      name: 'copywriter_profiles_directory_index',
      expression: `create index "copywriter_profiles_directory_index" on "copywriter_profiles" ("created_at", "id") where "status" = 'approved'`,
    },
  ],
  properties: {
    id: p.integer().primary(),
    user: () => p.oneToOne(User).owner().unique(),
    // Only an admin moves a profile out of pending (docs/product.md "Roles").
    status: p.enum([...PROFILE_STATUSES]).default('pending'),
    bio: p.text().default(''),
    specialties: p.array().default([]),
    experience: p.text().default(''),
    portfolio: p.string().length(2048).default(''),
    sampleContent: p.text().default(''),
    availability: p.text().default(''),
    rates: p.text().default(''),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CopywriterProfile extends CopywriterProfileSchema.class {}
CopywriterProfileSchema.setClass(CopywriterProfile);

import { defineEntity, p } from '@mikro-orm/core';
import { PROFILE_STATUSES } from '../../../shared/schemas/copywriter.ts';
import { User } from './user.ts';

export const CopywriterProfileSchema = defineEntity({
  name: 'CopywriterProfile',
  tableName: 'copywriter_profiles',
  indexes: [
    // The directory's order, longest-standing first, over the approved writers alone (copywriter-service.ts).
    {
      name: 'copywriter_profiles_directory_index',
      expression: `create index "copywriter_profiles_directory_index" on "copywriter_profiles" ("created_at", "id") where "status" = 'approved'`,
    },
    // The directory's search by a part of a name or a specialty, through trigrams (docs/decisions/0030).
    {
      name: 'copywriter_profiles_search_index',
      expression: `create index "copywriter_profiles_search_index" on "copywriter_profiles" using gin ("search_text" gin_trgm_ops) where "status" = 'approved'`,
    },
  ],
  // The name and the specialties as one lower-cased text, the unit separator between the parts so that no
  // typed search runs from one into the next; kept by the database whatever writes the profile (and by the
  // users' trigger when the name changes).
  triggers: [
    {
      name: 'copywriter_profiles_search_text',
      timing: 'before',
      events: ['insert', 'update'],
      forEach: 'row',
      body: `new.search_text := lower(coalesce((select name from users where id = new.user_id), '') || chr(31) || array_to_string(new.specialties, chr(31))); return new;`,
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
    // The writer's name and specialties, lower-cased, for the directory's search. Written by the database's
    // triggers whenever the profile or the name changes (see `triggers`); never by the code.
    searchText: p.text().default('').lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class CopywriterProfile extends CopywriterProfileSchema.class {}
CopywriterProfileSchema.setClass(CopywriterProfile);

// The list the ORM is configured with; a new entity is added here once.
import { HoursLedgerEntrySchema } from './hours-ledger-entry.ts';
import { LoginFailureSchema } from './login-failure.ts';
import { UserSchema } from './user.ts';

export const entities = [UserSchema, HoursLedgerEntrySchema, LoginFailureSchema];

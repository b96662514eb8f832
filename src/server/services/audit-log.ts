// The audit log (docs/decisions/0038): who did what, written in the transaction of the action it records, so
// that an action and its entry are committed together or not at all, and never changed afterwards (the
// database refuses it). Read by the admin on the Audit tab and on a user's page.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, AuditEntryDto, AuditQuery, AuditTargetType } from '../../shared/schemas/audit.ts';
import { AuditEntry } from '../db/entities/audit-entry.ts';
import { User } from '../db/entities/user.ts';
import { byCreatedAt, type Page } from './read-models/page.ts';

// The address of the request being served. Every procedure runs inside it (trpc/procedures.ts), so that the
// services that record an entry need not carry the address through their signatures for this one column.
const requestAddress = new AsyncLocalStorage<string>();

export function withRequestAddress<T>(ip: string, run: () => T): T {
  return requestAddress.run(ip, run);
}

export interface AuditRecord {
  action: AuditAction;
  // Who acted; null when nobody was signed in.
  actor: User | number | null;
  // The account the entry is about (the actor's own for a security event).
  subject?: User | number | null;
  target?: { type: AuditTargetType; id: number };
  detail?: string;
}

const DETAIL_MAX = 500;
const IP_MAX = 64;

/** Adds the entry to the unit of work of `em`: it is written with the action's own flush and transaction. */
export function recordAudit(em: EntityManager, record: AuditRecord): void {
  const ref = (user: User | number | null | undefined) =>
    user == null ? null : em.getReference(User, typeof user === 'number' ? user : user.id);
  em.create(AuditEntry, {
    action: record.action,
    actor: ref(record.actor),
    subject: ref(record.subject),
    targetType: record.target?.type ?? null,
    targetId: record.target?.id ?? null,
    detail: (record.detail ?? '').slice(0, DETAIL_MAX),
    ip: requestAddress.getStore()?.slice(0, IP_MAX) ?? null,
  });
}

/** Newest first; by who acted and by the account concerned. */
export async function listAudit(em: EntityManager, query: AuditQuery = {}): Promise<Page<AuditEntryDto>> {
  const keyset = byCreatedAt(query, 'desc');
  const entries = await em.find(
    AuditEntry,
    {
      ...(query.actor ? { actor: query.actor } : {}),
      ...(query.target ? { subject: query.target } : {}),
      ...keyset.where,
    },
    { populate: ['actor', 'subject'], ...keyset.options },
  );
  return keyset.page(entries, auditEntryDto);
}

function auditEntryDto(entry: AuditEntry): AuditEntryDto {
  const person = (user: User | null | undefined) => (user ? { id: user.id, name: user.name } : null);
  return {
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: person(entry.actor),
    action: entry.action as AuditAction,
    target:
      entry.targetType && entry.targetId
        ? { type: entry.targetType as AuditTargetType, id: entry.targetId }
        : null,
    subject: person(entry.subject),
    detail: entry.detail,
    ip: entry.ip ?? null,
  };
}

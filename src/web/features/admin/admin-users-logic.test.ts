import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '../../../shared/schemas/audit.ts';
import { AUDIT_ACTION_LABELS, auditTargetLabel, roleFilter, searchFilter } from './admin-users-logic.ts';

describe("the admin's desk", () => {
  it('names every audit action', () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_ACTION_LABELS[action]).toMatch(/^[A-Z]/);
  });

  it('names what an entry acted on, but not the account it is about', () => {
    expect(auditTargetLabel({ target: { type: 'job', id: 12 } })).toBe('Job #12');
    expect(auditTargetLabel({ target: { type: 'user', id: 3 } })).toBeNull();
    expect(auditTargetLabel({ target: null })).toBeNull();
  });

  it('sends the filters as the server takes them', () => {
    expect(searchFilter('  ada ')).toBe('ada');
    expect(searchFilter('   ')).toBeUndefined();
    expect(roleFilter('copywriter')).toBe('copywriter');
    expect(roleFilter(null)).toBeUndefined();
    expect(roleFilter('owner')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { mayAccess } from '../../src/providers/access';

describe('what the SPA shows to each role', () => {
  it('an administrator, and an account of a backend without roles, may do everything', () => {
    for (const role of ['administrator', undefined] as const)
      for (const action of ['list', 'create', 'edit', 'delete', 'status', 'publish'])
        expect(mayAccess(role, { action, resource: 'district' })).toBe(true);
  });

  it('a viewer reads and exports, and changes nothing', () => {
    expect(mayAccess('viewer', { action: 'list', resource: 'members' })).toBe(true);
    expect(mayAccess('viewer', { action: 'export', resource: 'members' })).toBe(true);
    for (const action of ['create', 'edit', 'delete', 'status', 'approve'])
      expect(mayAccess('viewer', { action, resource: 'members' })).toBe(false);
  });

  it('a coordinator writes members, committee seats, donor entries, and sends notifications', () => {
    expect(mayAccess('coordinator', { action: 'create', resource: 'committee_members' })).toBe(
      true,
    );
    expect(mayAccess('coordinator', { action: 'delete', resource: 'donor_members' })).toBe(true);
    expect(mayAccess('coordinator', { action: 'create', resource: 'notification' })).toBe(true);
    expect(mayAccess('coordinator', { action: 'delete', resource: 'notification' })).toBe(false);
    expect(mayAccess('coordinator', { action: 'create', resource: 'members' })).toBe(true);
    expect(mayAccess('coordinator', { action: 'delete', resource: 'members' })).toBe(true);
    expect(mayAccess('coordinator', { action: 'create', resource: 'district' })).toBe(false);
    expect(mayAccess('coordinator', { action: 'status', resource: 'committee' })).toBe(false);
    expect(mayAccess('coordinator', { action: 'list', resource: 'district' })).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { createMockService } from '../../../../src/mock/index.js';
import { administers, roleOf } from '../../../../src/mock/resources/workspaces/workspaces.js';

describe('roleOf', () => {
  const mock = createMockService();
  const { workspaceId, owner, admin, member, outsider } = mock.fixtures;
  const workspace = mock.store.workspaces.get(workspaceId);
  if (!workspace) throw new Error('the demo workspace is missing');

  it("names each demo user's role in the demo workspace, and none for the outsider", () => {
    expect(roleOf(workspace, owner.id)).toBe('owner');
    expect(roleOf(workspace, admin.id)).toBe('admin');
    expect(roleOf(workspace, member.id)).toBe('member');
    expect(roleOf(workspace, outsider.id)).toBeUndefined();
  });

  it('names the higher role of a profile listed twice: owner over administrator, administrator over member', () => {
    const both = new Set([owner.id, admin.id]);
    const listed = { ...workspace, adminIds: both, memberIds: both };
    expect(roleOf(listed, owner.id)).toBe('owner');
    expect(roleOf(listed, admin.id)).toBe('admin');
  });
});

describe('administers', () => {
  it('holds for the owner and administrators only', () => {
    expect(administers('owner')).toBe(true);
    expect(administers('admin')).toBe(true);
    expect(administers('member')).toBe(false);
    expect(administers(undefined)).toBe(false);
  });
});

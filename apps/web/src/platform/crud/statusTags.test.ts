import { describe, expect, it } from 'vitest';
import { ENTITY_STATUS, statusStyle, USER_STATUS } from './statusTags';

describe('status tags', () => {
  it("uses the SPEC's colours for entity statuses", () => {
    const colours = [0, 1, 2, 3, 5].map((status) => statusStyle(status)?.color);
    expect(colours).toEqual(['warning', 'success', 'error', 'processing', 'default']);
    expect(statusStyle(4)).toBeUndefined();
    expect(statusStyle(0, ENTITY_STATUS)?.text).toBe('disable');
  });

  it('has a tag for every admin user status', () => {
    expect([0, 1, 2, 3].map((status) => statusStyle(status, USER_STATUS)?.text)).toEqual([
      'disabled',
      'active',
      'pendingActivation',
      'mustChangePassword',
    ]);
    expect(statusStyle(Number('constructor'), USER_STATUS)).toBeUndefined();
  });
});

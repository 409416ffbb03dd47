import { describe, expect, it } from 'vitest';
import { hasAccess } from './access';

describe('hasAccess (SPEC section 6)', () => {
  it('allows approved users and admins, and no one else', () => {
    expect(hasAccess({ isApproved: true, isAdmin: false })).toBe(true);
    expect(hasAccess({ isApproved: false, isAdmin: true })).toBe(true);
    expect(hasAccess({ isApproved: true, isAdmin: true })).toBe(true);
    expect(hasAccess({ isApproved: false, isAdmin: false })).toBe(false);
  });
});

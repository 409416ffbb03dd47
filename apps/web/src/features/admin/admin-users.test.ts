import type { AdminUser } from '@strata/contracts';
import { describe, expect, it } from 'vitest';
import { displayName, sortNewestFirst, splitByApproval } from './admin-users';

function user(overrides: Partial<AdminUser>): AdminUser {
  return {
    id: crypto.randomUUID(),
    email: 'advisor@example.com',
    fullName: null,
    approved: false,
    approvedAt: null,
    approvedBy: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    isAdmin: false,
    ...overrides,
  };
}

describe('sortNewestFirst', () => {
  it('orders by creation date, newest first, without touching the input', () => {
    const users = [
      user({ email: 'old@example.com', createdAt: '2025-03-01T10:00:00Z' }),
      user({ email: 'new@example.com', createdAt: '2026-11-20T10:00:00Z' }),
      user({ email: 'mid@example.com', createdAt: '2026-02-01T10:00:00Z' }),
    ];
    expect(sortNewestFirst(users).map((u) => u.email)).toEqual([
      'new@example.com',
      'mid@example.com',
      'old@example.com',
    ]);
    expect(users[0]!.email).toBe('old@example.com');
  });
});

describe('splitByApproval', () => {
  it('separates pending from approved, each newest first', () => {
    const users = [
      user({ email: 'a@example.com', approved: true, createdAt: '2026-01-01T00:00:00Z' }),
      user({ email: 'b@example.com', createdAt: '2026-01-02T00:00:00Z' }),
      user({ email: 'c@example.com', approved: true, createdAt: '2026-01-03T00:00:00Z' }),
    ];
    const { pending, approved } = splitByApproval(users);
    expect(pending.map((u) => u.email)).toEqual(['b@example.com']);
    expect(approved.map((u) => u.email)).toEqual(['c@example.com', 'a@example.com']);
  });
});

describe('displayName', () => {
  it('prefers the full name', () => {
    expect(displayName({ fullName: 'Jane Doe', email: 'jane@example.com' })).toBe('Jane Doe');
  });

  it('falls back to the e-mail for a missing or blank name', () => {
    expect(displayName({ fullName: null, email: 'jane@example.com' })).toBe('jane@example.com');
    expect(displayName({ fullName: '  ', email: 'jane@example.com' })).toBe('jane@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { describeActor, describeTarget } from './audit-events';

describe('describeActor', () => {
  it('names the signed-in actor by e-mail, and a change without one as the system', () => {
    expect(describeActor({ actor: { id: 'u1', email: 'chief@example.com' } })).toBe(
      'chief@example.com',
    );
    expect(describeActor({ actor: null })).toBe('System');
  });
});

describe('describeTarget', () => {
  it('names a user by e-mail', () => {
    expect(describeTarget({ target: { type: 'user', id: 'u2', label: 'dana@example.com' } })).toBe(
      'dana@example.com',
    );
  });

  it('names an analysis by the start of its id and its advisor', () => {
    expect(
      describeTarget({
        target: {
          type: 'analysis',
          id: '3f2a9c1e-7b4d-4e2a-9c1e-7b4d4e2a9c1e',
          label: 'dana@example.com',
        },
      }),
    ).toBe('Analysis 3f2a9c1e of dana@example.com');
  });
});

import { describe, expect, it } from 'vitest';
import { avatarLetter, engineLabel } from './engine-label';

describe('engineLabel', () => {
  it('names the built-in engine as offline', () => {
    expect(engineLabel('builtin')).toBe('Analysis engine: built-in, offline');
  });

  it('names a provider and model as the server reports them', () => {
    expect(engineLabel('openai:gpt-4o-mini')).toBe('Analysis engine: openai:gpt-4o-mini');
  });
});

describe('avatarLetter', () => {
  it("uppercases the e-mail's first letter", () => {
    expect(avatarLetter('jane@example.com')).toBe('J');
  });

  it("falls back to 'U' without an e-mail", () => {
    expect(avatarLetter('')).toBe('U');
    expect(avatarLetter(undefined)).toBe('U');
  });
});

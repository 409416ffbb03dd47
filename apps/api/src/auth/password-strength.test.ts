import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-strength';

describe('passwordWeaknesses', () => {
  it('accepts a long password with letters and digits', () => {
    expect(passwordWeaknesses('correct horse 42 battery')).toEqual([]);
  });

  it('lists every reason a password is weak', () => {
    expect(passwordWeaknesses('abc')).toEqual(['at least 10 characters', 'a letter and a digit']);
    expect(passwordWeaknesses('onlyletterslong')).toEqual(['a letter and a digit']);
    expect(passwordWeaknesses('Password123')).toEqual(['not a common password']);
    expect(passwordWeaknesses('aaaaaaaaaa11')).toEqual(['not a common password']);
  });
});

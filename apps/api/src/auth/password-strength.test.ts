import { describe, expect, it } from 'vitest';
import { passwordWeaknesses } from './password-strength';

const GUESSABLE = 'harder to guess (avoid common passwords, names, words and patterns)';

describe('passwordWeaknesses (zxcvbn-ts with its English dictionary)', () => {
  it('accepts long passphrases and random strings', () => {
    expect(passwordWeaknesses('correct horse 42 battery')).toEqual([]);
    expect(passwordWeaknesses('vN7#qL2!xz9R')).toEqual([]);
    // No composition rule: a long passphrase of letters only is fine.
    expect(passwordWeaknesses('marmalade tugboat quietly orbiting')).toEqual([]);
  });

  it('refuses breach-list favourites the old 35-word blocklist let through', () => {
    for (const password of ['Password2024', 'Baseball1234', 'michael12345', 'Qwerty123456'])
      expect(passwordWeaknesses(password), password).toContain(GUESSABLE);
  });

  it('refuses keyboard walks, repeats, sequences and dates', () => {
    for (const password of ['1qaz2wsx3edc', 'aaaaaaaaaa11', 'abcdefghij12', '01/02/1975abc'])
      expect(passwordWeaknesses(password), password).toContain(GUESSABLE);
  });

  it('treats the e-mail and name as known words', () => {
    const inputs = ['jsmith@wealth.example', 'Jane Smith'];
    expect(passwordWeaknesses('wealthsmith1', inputs)).toContain(
      'There should not be any personal or page related data.',
    );
    expect(passwordWeaknesses('wealthsmith1')).not.toContain(
      'There should not be any personal or page related data.',
    );
  });

  it('lists the length and zxcvbn feedback as reasons', () => {
    const reasons = passwordWeaknesses('password');
    expect(reasons[0]).toBe('at least 10 characters');
    expect(reasons).toContain(GUESSABLE);
    expect(reasons.length).toBeGreaterThan(2);
  });
});

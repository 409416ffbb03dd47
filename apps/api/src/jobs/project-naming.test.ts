import { describe, expect, it } from 'vitest';
import { deriveProjectDescription, deriveProjectName } from './project-naming';

describe('deriveProjectName', () => {
  it('takes the first phrase of the first line with text', () => {
    expect(
      deriveProjectName('\n\n  Client notes: Johnson family. Married, ages 58 and 56.\nMore'),
    ).toBe('Johnson family');
  });

  it('keeps to 60 characters, cut at a word', () => {
    const name = deriveProjectName(
      'Retired surgeon with a concentrated tech position and two grown children living abroad',
    );
    expect(name.length).toBeLessThanOrEqual(60);
    expect(name).toBe('Retired surgeon with a concentrated tech position and two…');
  });

  it('does not stop at a title or an initial, and starts with a capital', () => {
    expect(
      deriveProjectName('Dr. and Mrs. Patel, 58 and 56, live in New Jersey. Three kids.'),
    ).toBe('Dr. and Mrs. Patel, 58 and 56, live in New Jersey');
    expect(deriveProjectName('John Q. Public owns a bakery. NW $3M')).toBe(
      'John Q. Public owns a bakery',
    );
    expect(deriveProjectName('married couple, ages 58 and 55')).toBe(
      'Married couple, ages 58 and 55',
    );
  });

  it('falls back when the notes hold no words', () => {
    expect(deriveProjectName('--- \n ***')).toBe('Client analysis');
  });
});

describe('deriveProjectDescription', () => {
  it('is one line and counts the documents', () => {
    expect(deriveProjectDescription('Johnson family.\nNet worth $12M.', 2)).toBe(
      'Johnson family. Net worth $12M. (2 documents)',
    );
    expect(deriveProjectDescription('x '.repeat(200), 0).length).toBeLessThanOrEqual(160);
  });
});

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

  it('skips identifiers, dates and what kind of notes these are', () => {
    expect(deriveProjectName('Client ID: 100482\nRetired pilot, 67, widowed, Tampa FL')).toBe(
      'Retired pilot, 67, widowed, Tampa FL',
    );
    expect(
      deriveProjectName('Intake 3/2026. Client 38, single, no kids, rents in SF. More here'),
    ).toBe('Client 38, single, no kids, rents in SF');
    expect(deriveProjectName('New clients (referral). Both physicians, Denver suburbs CO.')).toBe(
      'Both physicians, Denver suburbs CO',
    );
    expect(deriveProjectName('Prospect mtg - owner 61, founded a machining co, OH')).toBe(
      'Owner 61, founded a machining co, OH',
    );
    expect(deriveProjectName('Intake Apr 2026. Client 70, single. Naples FL')).toBe(
      'Client 70, single',
    );
    expect(deriveProjectName('Annual review. H 74, W 72, retired, Raleigh NC.')).toBe(
      'H 74, W 72, retired, Raleigh NC',
    );
    expect(deriveProjectName('Date: 04/02/2026\nAcct #5521-88\nWidow, 66, Scottsdale AZ')).toBe(
      'Widow, 66, Scottsdale AZ',
    );
  });

  it('takes a name the notes give on a line of its own, as a CRM export does', () => {
    expect(
      deriveProjectName('Record ID: 5521\nAdvisor: J. Smith\nHousehold: Okafor family\nNW $4M'),
    ).toBe('Okafor family');
    expect(deriveProjectName('Client ID: 100482\nClient name: Robert Chen\nAge 61')).toBe(
      'Robert Chen',
    );
  });

  it('names a couple by their given names when the first phrase gives them', () => {
    expect(
      deriveProjectName('Married couple, John (62) and Mary (60), live in Westchester, New York.'),
    ).toBe('John and Mary');
    expect(deriveProjectName('Raj 58 & Priya 56, Austin TX. NW $12M.')).toBe('Raj and Priya');
    expect(deriveProjectName('Married and retired, Ohio.')).toBe('Married and retired, Ohio');
  });

  it('keeps a phrase about the client that happens to hold numbers', () => {
    expect(deriveProjectName('Couple 63/61, Henderson NV. H sales exec.')).toBe(
      'Couple 63/61, Henderson NV',
    );
    expect(deriveProjectName('Dentist, 48, NJ. 100% owner')).toBe('Dentist, 48, NJ');
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

import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const exposureOf = (text: string) => extractFacts(text).liabilityExposure?.value;

describe('liability exposure from the profession or business', () => {
  it.each([
    ['Divorced physician, 52. NW $5M.', 'Physician (malpractice exposure)'],
    ['He is an orthopedic surgeon; she teaches.', 'Physician (malpractice exposure)'],
    [
      'Owns 60% of a multi-specialty medical practice (S corp).',
      'Physician (malpractice exposure)',
    ],
    ['Wants to protect assets from malpractice claims.', 'Physician (malpractice exposure)'],
    ['Client is a dentist with two offices.', 'Dentist (malpractice exposure)'],
    ['She is a trial attorney in Chicago.', 'Attorney (professional-liability exposure)'],
    ['Partner at a law firm, NW $9M.', 'Attorney (professional-liability exposure)'],
    ['Her husband is a general contractor.', 'Contractor (injury and defect claims)'],
    ['Owns an HVAC company (S corp) with 45 employees.', 'Business owner with employees'],
  ])('%s', (text, label) => {
    expect(exposureOf(text)).toBe(label);
  });

  it.each([
    'Their attorney drafted the wills in 2015.',
    'Lives in Bethesda, MD. Retired teacher.',
    'Works as an independent contractor for a software firm, W-2 income $200k.',
    'The estate lawyer and the family doctor were both at the meeting.',
    'Plant has 45 employees.',
  ])('none in: %s', (text) => {
    expect(exposureOf(text)).toBeUndefined();
  });
});

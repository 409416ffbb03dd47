import { describe, expect, it } from 'vitest';
import { extractFacts } from './extract-facts';

const intent = (notes: string) => extractFacts(notes).charitableIntent;

describe('charitable intent the notes deny', () => {
  it('reads a negation that governs the charity word as no intent, quoting it', () => {
    expect(
      intent(
        'Priya, 34, single, Seattle (WA). Senior engineer, base $210k. No charitable giving to speak of.',
      ),
    ).toEqual({ value: false, source: 'No charitable giving to speak of' });
    expect(intent("Single, 40, WA. Income $200k. Doesn't give to charity.")?.value).toBe(false);
    // A form's answer after the label: 'Charitable - not really'.
    expect(
      intent('Single, 63, retired NYC schoolteacher. No children. Charitable - not really.'),
    ).toEqual({ value: false, source: 'Charitable - not really' });
  });

  it('keeps the intent where a negation is about something else, or a gift is given', () => {
    expect(intent('No kids, charitable.')?.value).toBe(true);
    expect(intent('Wants no estate tax and a legacy to charity.')?.value).toBe(true);
    expect(intent('Not interested in a DAF. Gives $20k/yr to church.')?.value).toBe(true);
  });
});

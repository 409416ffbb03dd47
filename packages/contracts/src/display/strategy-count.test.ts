import { describe, expect, it } from 'vitest';
import { countStrategiesInText, countWorkspaceStrategies } from './strategy-count';

describe('countStrategiesInText', () => {
  it('counts bullet lines', () => {
    expect(
      countStrategiesInText(
        'Intro\n- Roth conversion\n* Gifting\n• Captive insurer\n-not a bullet',
      ),
    ).toBe(3);
  });

  it('counts numbered lines when they outnumber bullets', () => {
    const text = '1. GRAT\n2) ILIT\n3. QSBS\n- one bullet';
    expect(countStrategiesInText(text)).toBe(3);
  });

  it('counts the keywords divided by 3, floored', () => {
    // 8 keywords (plurals and any case) -> floor(8 / 3) = 2
    const text = 'Strategy, trusts, plan, structure. STRATEGIES plans Trust structures.';
    expect(countStrategiesInText(text)).toBe(2);
    expect(countStrategiesInText('strategy trust')).toBe(0);
  });

  it('ignores keywords inside longer words', () => {
    expect(countStrategiesInText('planning planned trustee entrust restructure')).toBe(0);
  });

  it('takes the largest of the three counts', () => {
    const keywords = 'trust '.repeat(12); // 12 / 3 = 4
    expect(countStrategiesInText(`${keywords}\n- a\n- b\n1. c`)).toBe(4);
  });

  it('caps at 15', () => {
    const bullets = Array.from({ length: 20 }, (_, i) => `- item ${i}`).join('\n');
    expect(countStrategiesInText(bullets)).toBe(15);
  });

  it('handles Windows line endings and empty text', () => {
    expect(countStrategiesInText('- a\r\n- b\r\n')).toBe(2);
    expect(countStrategiesInText('')).toBe(0);
  });
});

describe('countWorkspaceStrategies', () => {
  it('counts a structured analysis by its recommendations, capped at 15', () => {
    expect(countWorkspaceStrategies({ recommendations: [{}, {}, {}] })).toBe(3);
    expect(
      countWorkspaceStrategies({ recommendations: Array.from({ length: 18 }, () => ({})) }),
    ).toBe(15);
    expect(countWorkspaceStrategies(JSON.stringify({ analysis: { recommendations: [{}] } }))).toBe(
      1,
    );
  });

  it('applies the text rule to unstructured text', () => {
    expect(countWorkspaceStrategies('- a\n- b')).toBe(2);
  });

  it('counts 0 when there is no analysis or no recommendation list', () => {
    expect(countWorkspaceStrategies(null)).toBe(0);
    expect(countWorkspaceStrategies({ clientProfile: {} })).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { checkDocumentLimits } from './document-limits';

const MB = 1024 * 1024;
const fileOf = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name);

describe('checkDocumentLimits', () => {
  it('accepts files within the limits', () => {
    const check = checkDocumentLimits([], [fileOf('a.pdf', 10), fileOf('b.PNG', 10)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['a.pdf', 'b.PNG']);
    expect(check.problems).toEqual([]);
  });

  it('refuses a file over 20 MB, naming it and the limit', () => {
    const check = checkDocumentLimits([], [fileOf('huge.pdf', 20 * MB + 1), fileOf('ok.txt', 5)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['ok.txt']);
    expect(check.problems).toHaveLength(1);
    expect(check.problems[0]?.description).toContain('"huge.pdf"');
    expect(check.problems[0]?.description).toContain('20 MB');
  });

  it('accepts exactly 20 MB', () => {
    expect(checkDocumentLimits([], [fileOf('edge.pdf', 20 * MB)]).accepted).toHaveLength(1);
  });

  it('counts the files already attached towards the 10-file limit', () => {
    const current = Array.from({ length: 9 }, (_, i) => fileOf(`f${i}.txt`, 1));
    const check = checkDocumentLimits(current, [fileOf('tenth.txt', 1), fileOf('eleventh.txt', 1)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['tenth.txt']);
    expect(check.problems[0]?.description).toContain('"eleventh.txt"');
    expect(check.problems[0]?.description).toContain('10 files');
  });

  it('refuses the file that would take the total past 50 MB', () => {
    const current = [fileOf('a.pdf', 18 * MB), fileOf('b.pdf', 18 * MB)];
    const check = checkDocumentLimits(current, [fileOf('c.pdf', 15 * MB), fileOf('d.txt', 1 * MB)]);
    expect(check.accepted.map((f) => f.name)).toEqual(['d.txt']);
    expect(check.problems[0]?.description).toContain('"c.pdf"');
    expect(check.problems[0]?.description).toContain('50 MB');
  });

  it('refuses types outside the accepted list', () => {
    const check = checkDocumentLimits([], [fileOf('run.exe', 1)]);
    expect(check.accepted).toEqual([]);
    expect(check.problems[0]?.title).toBe('Unsupported file type');
  });
});

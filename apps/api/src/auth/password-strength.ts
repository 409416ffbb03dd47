import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score 3: "safely unguessable", about 10^8 guesses or more (an offline attack on a slow hash). */
export const MIN_PASSWORD_SCORE = 3;

// The dictionaries ship inside the npm packages (bundled with the server): nothing is
// downloaded at run time. Common passwords, names, Wikipedia words, keyboard patterns,
// dates, repeats and sequences are all recognised and priced by how fast a cracker finds them.
const zxcvbn = new ZxcvbnFactory({
  dictionary: { ...common.dictionary, ...english.dictionary },
  graphs: common.adjacencyGraphs,
  translations: english.translations,
});

/**
 * Why a password is too weak (empty when it is acceptable); shown to the user as a list.
 * `userInputs` (the e-mail, the name) count as known words: a password built from them is weak.
 */
export function passwordWeaknesses(password: string, userInputs: string[] = []): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    reasons.push(`at least ${MIN_PASSWORD_LENGTH} characters`);
  // zxcvbn's cost grows with length; beyond 100 characters the first 100 decide its guessability.
  const knownWords = userInputs.flatMap((input) => input.toLowerCase().split(/[^\p{L}\p{N}]+/u));
  const result = zxcvbn.check(
    password.slice(0, 100),
    knownWords.filter((word) => word.length >= 3),
  );
  if (result.score < MIN_PASSWORD_SCORE) {
    reasons.push('harder to guess (avoid common passwords, names, words and patterns)');
    const { warning, suggestions } = result.feedback;
    if (warning) reasons.push(warning);
    reasons.push(...suggestions);
  }
  return [...new Set(reasons)];
}

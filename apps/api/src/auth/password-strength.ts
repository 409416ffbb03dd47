/** Passwords seen most often in breach lists; refused regardless of other rules. */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890',
  '12345678910',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'passw0rd123',
  'qwerty123456',
  'qwertyuiop',
  'qwertyuiop1',
  '1q2w3e4r5t',
  '1q2w3e4r5t6y',
  'iloveyou123',
  'welcome123',
  'welcome1234',
  'letmein123',
  'admin12345',
  'administrator1',
  'abc1234567',
  'abcdefg123',
  'football123',
  'baseball123',
  'sunshine123',
  'princess123',
  'monkey12345',
  'dragon12345',
  'trustno1234',
  'changeme123',
  'strata12345',
  'asdfghjkl1',
  'zaq12wsxcde',
  'starwars123',
  'superman123',
]);

export const MIN_PASSWORD_LENGTH = 10;

/** Why a password is too weak (empty when it is acceptable); shown to the user as a list. */
export function passwordWeaknesses(password: string): string[] {
  const reasons: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    reasons.push(`at least ${MIN_PASSWORD_LENGTH} characters`);
  if (!/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) reasons.push('a letter and a digit');
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || new Set(password).size <= 2) {
    reasons.push('not a common password');
  }
  return reasons;
}

import type { ClientFacts, Fact } from '../types';
import { parseCount } from './number-words';

/** Not the client's own profession: 'their attorney', 'the estate lawyer', 'independent contractor'. */
const NOT_OWN = String.raw`(?<!\b(?:their|his|her|our|my|your|the|estate|tax|family|independent|with|to|from|of|by)\s+)`;
const profession = (nouns: string, businesses: string) =>
  new RegExp(String.raw`${NOT_OWN}\b(?:${nouns})\b|\b(?:${businesses})\b`, 'i');

/** Professions and businesses that draw malpractice, professional-liability or injury claims. */
const LIABILITY_RULES: [RegExp, string][] = [
  [
    profession(
      String.raw`physicians?|surgeons?|doctors?|anesthesiologists?|obstetricians?|OB[- ]?GYNs?|radiologists?|cardiologists?|orthopedists?|neurosurgeons?|dermatologists?`,
      String.raw`(?:medical|surgical|physician|dermatology|orthopedic|anesthesia|radiology|cardiology)\s+(?:practice|group|clinic)|malpractice`,
    ),
    'Physician (malpractice exposure)',
  ],
  [
    profession(
      String.raw`dentists?|orthodontists?|oral surgeons?`,
      String.raw`(?:dental|orthodontic)\s+(?:practice|group|clinic)`,
    ),
    'Dentist (malpractice exposure)',
  ],
  [
    profession(
      String.raw`attorneys?|lawyers?|litigators?`,
      String.raw`law (?:firm|practice) partner|partner (?:at|in|of) (?:a|the|his|her) law firm|owns? (?:a|his|her) law (?:firm|practice)`,
    ),
    'Attorney (professional-liability exposure)',
  ],
  [
    profession(
      String.raw`general contractors?|contractors?|home ?builders?`,
      String.raw`construction (?:company|business|firm)`,
    ),
    'Contractor (injury and defect claims)',
  ],
];
/** A business owner whose employees expose the owner to employment and injury claims. */
// Not a title ('Jessica Tran 32, staff engineer'): a count right before the staff it counts.
const STAFF_TITLE = String.raw`(?!\s+(?:engineer|scientist|accountant|attorney|physician|nurse|writer|member|designer|developer|analyst|researcher|architect|pharmacist|sergeant|officer))`;
const EMPLOYEES = new RegExp(
  String.raw`\b\d(?:[\d,]*\d)?\+?\s+(?:full[- ]time\s+)?(?:employees|staff${STAFF_TITLE}|workers|people on payroll)\b`,
  'i',
);

const COUNT = String.raw`(?:~|about |approx\.? |around |roughly )?(\d(?:[\d,]*\d)?|no|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\+?`;
const STAFF_WORDS = String.raw`(?:employees|staff(?:ers)?${STAFF_TITLE}|workers|people on (?:the )?payroll|FTEs|W-2 employees)`;
/**
 * How many people the client's business employs, in the ways notes write it: '~140 employees',
 * '9 staff', '40 full-time workers', 'staff of 12', 'team of 30', 'employs 55', 'headcount 80',
 * 'no employees'.
 */
const HEADCOUNT = [
  new RegExp(String.raw`\b${COUNT}\s+(?:full[- ]time\s+|part[- ]time\s+)?${STAFF_WORDS}\b`, 'i'),
  new RegExp(String.raw`\b(?:staff|team|workforce) of ${COUNT}\b`, 'i'),
  new RegExp(String.raw`\b(?:employs|employing|headcount(?: of| is)?:?)\s+${COUNT}\b(?!\s*%)`, 'i'),
];

/**
 * The number of people the client's business employs, where the notes give it (only with a
 * business: an employee's own employer's size is not the client's staff).
 */
export function extractEmployees(
  text: string,
  business: ClientFacts['business'],
): Pick<ClientFacts, 'employees'> {
  if (!business) return {};
  let found: RegExpExecArray | null = null;
  for (const pattern of HEADCOUNT) {
    const m = pattern.exec(text);
    if (m && (!found || m.index < found.index)) found = m;
  }
  if (!found) return {};
  const word = found[1]!.toLowerCase();
  const count = parseCount(word) ?? Number(word.replace(/,/g, ''));
  return Number.isFinite(count) ? { employees: { value: count, source: found[0].trim() } } : {};
}

/** A profession or business with liability exposure, from the notes or the business fact. */
export function extractLiabilityExposure(
  text: string,
  business: ClientFacts['business'],
): Pick<ClientFacts, 'liabilityExposure'> {
  for (const [regex, label] of LIABILITY_RULES) {
    const m = regex.exec(text);
    if (m) return { liabilityExposure: { value: label, source: m[0] } };
  }
  const staff = business ? EMPLOYEES.exec(text) : null;
  const exposure: Fact<string> | undefined = staff
    ? { value: 'Business owner with employees', source: staff[0] }
    : undefined;
  return exposure ? { liabilityExposure: exposure } : {};
}

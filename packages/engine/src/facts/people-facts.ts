import { clientsLetter } from './partner';
import type { ClientFacts, Fact, MaritalStatus } from '../types';
import { NUMBER_WORD, parseCount } from './number-words';

interface AgeMention {
  value: number;
  start: number;
  source: string;
  isSpouse: boolean;
}

const SPOUSE_WORD = /\b(?:wife|husband|spouse|partner|she|her|W)\b/;
const KID_CONTEXT =
  /\b(?:kids?|children|child|sons?|daughters?|grand\w*|boys?|girls?|twins|nieces?|nephews?)\b/i;
/** People whose ages are not the client's or the spouse's ('Associate (34) wants to buy in'). */
const OTHER_PERSON =
  /^(?:associates?|employees?|staff|partners? at|colleagues?|friends?|buddy|neighbou?rs?|mom|mother|dad|father|parents?|brothers?|sisters?|siblings?|uncles?|aunts?|cousins?|in-laws?|grand(?:ma|pa|mother|father)|boyfriend|girlfriend|fianc[ée]e?|trustee|executor|buyer|tenant)$/i;
const TARGET_AGE =
  /\b(?:at|by|until|till|before|after|from|to|retire(?!d\b)\w*|turns?|reach(?:es)?|when|over|under)\s+(?:age\s+)?$/i;

/**
 * Two ages right after a name or intro: 'Dr. and Mrs. Patel, 58 and 56', 'Smiths 58/56',
 * 'retired teachers, 67 & 66', 'Married farmer 58/57' (a married client's trade, then both ages),
 * 'couple (58, 56)'; never amounts, percents, years, counts or allocations ('60/40').
 */
const COUPLE_AGES =
  /\b(?:[A-Z][a-z]+|MFJ|couple|clients?|married|[Rr]etirees|[Rr]etired(?:\s+[a-z]+s)?|(?:MFJ|[Mm]arried)(?:\s+[a-z]+){1,2}?)(?:\s*\([A-Za-z ,.]{2,30}\))?\s*[,:(\u2013-]?\s*(?:both\s+)?\(?(\d{2})(?![\d.,]\d)\s*(and|&|\/|,)\s*(\d{2})(?![\d%$]|\.\d|,\d|\s*(?:%|k\b|m\b|mm\b|percent|(?:years?|yrs?)\b(?!\s*old)|kids|children|grand|sons?|daughters?))/g;

/** Dates and numbered things read like ages ('Sept 20 and 21', 'Units 30 and 31'). */
// Whole month names or their abbreviations only: 'Mary', 'Julia' and 'Janet' are names.
const MONTH_WORD =
  /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b|^(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|^(?:chapter|items?|units?|lots?|suites?|rooms?)\b/i;

function isPlausibleAge(value: number): boolean {
  return value >= 18 && value <= 105;
}

/** What after a two-digit figure makes it no age: '61%', '61k', '61 years at IBM', '61.5', '61,000'. */
const NOT_AN_AGE_AFTER = String.raw`(?![\d%$]|[.,]\d|\s*(?:%|k\b|m\b|percent|(?:years?|yrs?)\b(?!\s*old)))`;

/** Ages of the client and spouse: 'age 58', '58-year-old', 'he is 62, she is 59', 'born 1965'. */
function findAges(text: string, referenceYear: number): AgeMention[] {
  const mentions: AgeMention[] = [];
  const add = (value: number, start: number, source: string, isSpouse: boolean) => {
    if (isPlausibleAge(value)) mentions.push({ value, start, source: source.trim(), isSpouse });
  };
  const patterns: [RegExp, (m: RegExpMatchArray) => void][] = [
    [
      // The client's own words, in a letter the advisor forwards: 'I'm 54, and I get ...'.
      new RegExp(String.raw`\bI(?:['’]m| am)\s+(\d{2})\b${NOT_AN_AGE_AFTER}`, 'g'),
      (m) => add(Number(m[1]), m.index!, m[0], false),
    ],
    [
      /\b(?:age[sd]?|aged)\s*:?\s*(\d{2})(?:\s*(?:and|&|,|\/)\s*(\d{2}))?(?![\d%½])/gi,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 30), m.index);
        if (TARGET_AGE.test(before) || /\bat\s+$/i.test(before)) return;
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        const sentence = before.split(/[.;\n]/).pop() ?? '';
        add(Number(m[1]), m.index!, m[0], SPOUSE_WORD.test(sentence.slice(-15)));
        if (m[2]) add(Number(m[2]), m.index! + 1, m[0], true);
      },
    ],
    [
      /\b(\d{2})[- ]?(?:years?|yrs?)[- ]?old\b|\b(\d{2})\s?(?:yo|y\/o|y\.o\.)(?![a-z])/gi,
      (m) => {
        const after = text.slice(m.index! + m[0].length, m.index! + m[0].length + 25);
        const before = text.slice(Math.max(0, m.index! - 20), m.index);
        if (
          KID_CONTEXT.test(after.split(/[,.;\n]/)[0] ?? '') ||
          /\b(?:son|daughter|kid|child)\w*\W+$/i.test(before)
        ) {
          return;
        }
        add(Number(m[1] ?? m[2]), m.index!, m[0], SPOUSE_WORD.test(before + after.slice(0, 10)));
      },
    ],
    [
      /\b(he|she|husband|wife|spouse|client|[A-Z][a-z]+)\s*(?:is|'s|’s)\s+(\d{2})\b(?!\s*(?:%|percent|years? (?:into|in|of|with|at)|k\b|,\d))/g,
      (m) => add(Number(m[2]), m.index!, m[0], /^(?:she|wife|spouse)$/i.test(m[1] ?? '')),
    ],
    [
      /\b(H|W|[Hh]usband|[Ww]ife|[Cc]lient|[Ss]pouse)\s*([:(]?)\s*(\d{2})\b(?!\s*[%k])/g,
      (m) => {
        // Without a colon or parenthesis only a bare figure is an age ('H 58, W 56', not 'Client 20 years at IBM').
        const after = text.slice(m.index! + m[0].length);
        if (
          !m[2] &&
          /^\s*(?:years?\b(?!\s*old)|yrs?\b|%|k\b|m\b|mm\b|percent|employees|staff|people|units|acres|times|months?|mos?\b|days?|hours?|[-–]\s*\d)/i.test(
            after,
          )
        )
          return;
        add(Number(m[3]), m.index!, m[0], /^(?:W|wife|spouse)$/i.test(m[1] ?? ''));
      },
    ],
    [
      // The spouse named, then the age: 'Spouse Karen 59', 'wife Mary, 56', 'husband Marcus Bell
      // 45', 'second marriage to Andrea 55', 'MFJ w/ Maria 53'.
      /\b(?:[Ss]pouse|[Ww]ife|[Hh]usband|(?:[Mm]arried|[Mm]arriage)\s+to|(?:MFJ|[Mm]arried)\s+(?:w\/|with))\s+[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?,?\s+(\d{2})\b(?![\d%$]|[.,]\d|\s*(?:%|k\b|m\b|(?:years?|yrs?)\b(?!\s*old)))/g,
      (m) => add(Number(m[1]), m.index!, m[0], true),
    ],
    [
      // Partners the notes letter: 'Partner A 62 NW ~$11M ... Partner B 58': A is the client,
      // unless the notes mark the other one so ('Partner B (client), 52').
      new RegExp(
        String.raw`\b[Pp]artner\s+([A-Z])(?:\s*\(\s*client\s*\))?\s*,?\s*(\d{2})\b${NOT_AN_AGE_AFTER}`,
        'g',
      ),
      (m) => add(Number(m[2]), m.index!, m[0], m[1] !== clientsLetter(text)),
    ],
    [
      // An age with the sex after a status: 'Widowed 71F', 'single, 45M' (never '$71M').
      /\b(?:widow(?:ed|er)?|single|divorced|married|client)\s*,?\s*(\d{2})\s?[MF]\b/gi,
      (m) => add(Number(m[1]), m.index!, m[0], false),
    ],
    [
      // A role with an age: 'owner 61, founded ...', 'widow 66'.
      /\b(?:owner|founder|widow(?:er)?|retiree|prospect)\s+(\d{2})\b(?=\s*[,;.)]|\s*$)/gi,
      (m) => add(Number(m[1]), m.index!, m[0], false),
    ],
    [
      /\b([A-Z][a-z]+)\s*\((\d{2})(?:\s*(?:and|&|,|\/)\s*(\d{2}))?\)/g,
      (m) => {
        if (KID_CONTEXT.test(m[1] ?? '') || OTHER_PERSON.test(m[1] ?? '')) return;
        add(Number(m[2]), m.index!, m[0], /^(?:Wife|Spouse|Husband|Partner)$/.test(m[1] ?? ''));
        if (m[3]) add(Number(m[3]), m.index! + 1, m[0], true);
      },
    ],
    [
      /\b(?:born(?:\s+in)?|b\.|DOB:?|date of birth:?)\s*(?:[A-Za-z]+\.?\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:\d{1,2}[/-]\d{1,2}[/-])?((?:19|20)\d{2})\b/gi,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 25), m.index);
        if (KID_CONTEXT.test(before)) return;
        add(referenceYear - Number(m[1]), m.index!, m[0], SPOUSE_WORD.test(before));
      },
    ],
    [
      // 'Widow, 74.', 'Single (never married), 52,'
      /\b([A-Za-z][a-z]+)(?:\s*\([^)\d]{1,30}\))?\s*,\s*(\d{2})\s*(?=[,;)]|\.(?!\d)|$)/gm,
      (m) => {
        if (KID_CONTEXT.test(m[1] ?? '') || OTHER_PERSON.test(m[1] ?? '')) return;
        if (TARGET_AGE.test(`${m[1]} `)) return;
        add(Number(m[2]), m.index!, m[0], /^(?:Wife|Spouse|Husband|Partner)$/.test(m[1] ?? ''));
      },
    ],
    [
      // 'Tom 71, Carol 68', 'Raj 58 & Priya 56', 'John 62 and Mary 60, live in ...', 'Priya 45
      // (cardiologist at MGH), Arjun 46', 'Dr. Wei Chen 52 (surgeon) & Dr. Lisa Chen 50', 'Greg
      // Taubman 58, wife Ellen 56': two first names (a title or 'wife' before, a surname after),
      // each with an age (not '60,000' or '60.5').
      /\b(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s+(\d{2})(?:\s*\([^()\n]{0,80}\))?\s*(?:,|and|&|\/|\s)\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+|(?:[Ww]ife|[Hh]usband|[Ss]pouse)\s+)?([A-Z][a-z]+)(?:\s+[A-Z][a-z]+)?\s+(\d{2})\b(?![\d%$]|[.,]\d|\s*(?:%|k\b|m\b|percent|(?:years?|yrs?)\b(?!\s*old)))/g,
      (m) => {
        const names = `${m[1]} ${m[3]}`;
        // 'Sept 20 and 21' is two dates; 'June 71' is a person, no month has a 71st day.
        const isDate = (name: string | undefined, age: string | undefined) =>
          MONTH_WORD.test(name ?? '') && Number(age) <= 31;
        if (isDate(m[1], m[2]) || isDate(m[3], m[4]) || KID_CONTEXT.test(names)) return;
        const before = text.slice(Math.max(0, m.index! - 40), m.index);
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        add(Number(m[2]), m.index!, m[0], false);
        add(Number(m[4]), m.index! + 1, m[0], true);
      },
    ],
    [
      // 'H/W 70/68', 'his 68, her 59': the two ages in the order their owners are named.
      /\b(?:(H|W)\s*\/\s*(?:H|W)\s*[:(]?\s*(\d{2})\s*\/\s*(\d{2})|(his|her|he|she)\s+(?:is\s+)?(\d{2})\s*(?:,|;|and|&)\s*(?:his|her|he|she)\s+(?:is\s+)?(\d{2}))\b(?![\d%$]|[.,]\d|\s*(?:%|k\b|m\b|percent|(?:years?|yrs?)\b(?!\s*old)|kids|children))/gi,
      (m) => {
        const firstIsSpouse = /^(?:W|her|she)$/i.test(m[1] ?? m[4] ?? '');
        add(Number(m[2] ?? m[5]), m.index!, m[0], firstIsSpouse);
        add(Number(m[3] ?? m[6]), m.index! + 1, m[0], !firstIsSpouse);
      },
    ],
    [
      // An age tagged with whose it is: 'Couple, 58 (H) / 54 (W)'.
      /\b(\d{2})\s*\((H|W|he|she|him|her|husband|wife|spouse)\)/gi,
      (m) => add(Number(m[1]), m.index!, m[0], /^(?:W|she|her|wife|spouse)$/i.test(m[2] ?? '')),
    ],
    [
      // An age in brackets beside the person's sex: 'Client (M, 48) and wife (45)', 'wife (F, 45)',
      // '(48, M)'; the spouse's where a spouse word names the person.
      /\((?:(?:M|F|male|female)\s*,\s*(\d{2})|(\d{2})\s*,\s*(?:M|F|male|female))\)/g,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 15), m.index);
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        add(Number(m[1] ?? m[2]), m.index!, m[0], SPOUSE_WORD.test(before));
      },
    ],
    [
      // Intake bullets: '- 44, divorced', '52, married, two kids'.
      /\b(\d{2})\s*,\s*(?:divorced|married|single|separated|widow(?:ed|er)?|engaged|male|female)\b/gi,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 30), m.index);
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        add(Number(m[1]), m.index!, m[0], false);
      },
    ],
    [
      // 'Both 63', 'both are 63', 'both aged 63': the client and the spouse.
      // Not 'both 58 and 56': two ages, read by the couple pattern below.
      /\bboth\s+(?:are\s+|aged?\s+)?(\d{2})\b(?!\s*(?:and|&|\/|,)\s*\d{2}\b)(?![\d%.,]\d|\s*(?:%|percent|k\b|m\b|(?:years?|yrs?)\b(?!\s*old)))/gi,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 40), m.index);
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        add(Number(m[1]), m.index!, m[0], false);
        add(Number(m[1]), m.index! + 1, m[0], true);
      },
    ],
    [
      COUPLE_AGES,
      (m) => {
        if (/^(?:age[sd]?|aged)\b/i.test(m[0]) || MONTH_WORD.test(m[0])) return;
        const before = text.slice(Math.max(0, m.index! - 40), m.index! + m[0].indexOf(m[1]!));
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        if (m[2] === '/' && Number(m[1]) + Number(m[3]) === 100) return;
        add(Number(m[1]), m.index!, m[0], false);
        add(Number(m[3]), m.index! + 1, m[0], true);
      },
    ],
    [
      /\b(?:in\s+(his|her|their)\s+)?(early|mid|late)?[- ]?(\d)0'?s\b/gi,
      (m) => {
        const before = text.slice(Math.max(0, m.index! - 25), m.index);
        if (!m[1] && !m[2]) return;
        if (/\b(?:the|until|by|at|to)\s*$|\bretir\w*\s+(?:in\s+)?$/i.test(before)) return;
        if (KID_CONTEXT.test(before.split(/[.;\n]/).pop() ?? '')) return;
        const offset = m[2]
          ? { early: 2, mid: 5, late: 8 }[m[2].toLowerCase() as 'early' | 'mid' | 'late']
          : 5;
        add(
          Number(m[3]) * 10 + offset,
          m.index!,
          `${m[0]} [estimated from the decade]`,
          /^her$/i.test(m[1] ?? '') || SPOUSE_WORD.test(before.slice(-15)),
        );
      },
    ],
    [
      // The notes open by naming the couple ('Ray & Donna Jimenez, MFJ, Denver CO.') and give each
      // one's age after their name later ('Ray 61, ops mgr ...', 'Donna 59, part-time ...'): the
      // first named is the client, the second the spouse.
      /^\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?([A-Z][a-z]+)\s*(?:&|and)\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?([A-Z][a-z]+)\b/g,
      (m) => {
        [m[1], m[2]].forEach((name, index) => {
          const age = new RegExp(`\\b${name}\\s+(\\d{2})\\b${NOT_AN_AGE_AFTER}`).exec(text);
          if (age && !mentions.some((x) => x.start === age.index))
            add(Number(age[1]), age.index, age[0], index === 1);
        });
      },
    ],
    [
      // The notes open with both names, each with its age: 'Dr. Alan Chu 56 + Mei Chu 54',
      // 'Ray Lee 61 & Donna Lee 59'.
      new RegExp(
        String.raw`^\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(\d{2})\s*(?:\+|&|and)\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(\d{2})\b${NOT_AN_AGE_AFTER}`,
        'g',
      ),
      (m) => {
        if (mentions.some((x) => x.start === m.index)) return;
        add(Number(m[1]), m.index!, m[0], false);
        add(Number(m[2]), m.index! + 1, m[0], true);
      },
    ],
    [
      // The notes open with the client's name and age: 'Priya 38, founder ...', 'Tom Reyes 61.'
      // The age may be followed by the client's status with no comma: 'Kevin Brandt 44 single'.
      /^\s*(?:(?:Dr|Mr|Mrs|Ms)\.?\s+)?([A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+(\d{2})(?=\s*(?:[,.;(+&]|and\b)|\s*$|\s+(?:single|married|divorced|separated|widow(?:ed|er)?|engaged|[MF]|male|female)\b)/g,
      // Last, where no other pattern has read it ('Greg Taubman 58, wife Ellen 56' names both).
      (m) => {
        // 'Sept 20 and 21 meetings' is a date.
        const isDate =
          (m[1] ?? '').split(/\s+/).some((word) => MONTH_WORD.test(word)) && Number(m[2]) <= 31;
        if (!isDate && !mentions.some((x) => x.start === m.index))
          add(Number(m[2]), m.index!, m[0], false);
      },
    ],
  ];
  for (const [regex, handle] of patterns) for (const m of text.matchAll(regex)) handle(m);
  return mentions.sort((a, b) => a.start - b.start);
}

/** Client first, then spouse; one figure per person. */
/** An age given for someone who has died ('H passed ... (Mar 2026, age 71)', 'Mom died at 68'). */
const OF_THE_DECEASED = /\b(?:died|passed|deceased|death|late (?:husband|wife|spouse))\b/i;

export function extractAges(text: string, referenceYear: number): Fact<number>[] {
  const mentions = findAges(text, referenceYear).filter((m) => {
    const sentence =
      text
        .slice(Math.max(0, m.start - 60), m.start)
        .split(/[.;\n]/)
        .pop() ?? '';
    return !OF_THE_DECEASED.test(sentence);
  });
  const client = mentions.find((m) => !m.isSpouse) ?? mentions[0];
  if (!client) return [];
  const spouse =
    mentions.find((m) => m.isSpouse && m !== client) ??
    mentions.find((m) => m !== client && m.value !== client.value && m.source !== client.source);
  return [client, spouse]
    .filter((m): m is AgeMention => m !== undefined)
    .map((m) => ({ value: m.value, source: m.source }));
}

const MARITAL_RULES: [RegExp, MaritalStatus][] = [
  // Not 'never remarried': the divorce or death before it is the status.
  [
    /\b(?<!\b(?:never|not|hasn't|has not|didn't|did not)\s+)(?:remarried|now married|new (?:wife|husband))\b/i,
    'married',
  ],
  [
    /\b(?:widow(?:ed|er)?|late (?:wife|husband|spouse)|(?:wife|husband|spouse)(?: [A-Z][a-z]+)? (?:passed away|died))\b/i,
    'widowed',
  ],
  [
    /\b(?:divorced|divorce (?:was )?(?:finali[sz]ed|settled)|ex-(?:wife|husband|spouse))\b/i,
    'divorced',
  ],
  [
    /\b(?:not married|never married|unmarried|(?:is|status:?|marital:?|filing status:?)\s+single|single (?:filer|client|woman|man|mother|father|parent))\b/i,
    'single',
  ],
  [
    /\b(?:married|MFJ|married filing jointly|joint(?:ly)? (?:tax )?returns?|filing jointly|H\/W|(?:Mr|Dr)s?\.?\s*(?:and|&)\s*(?:Mrs|Mr|Dr|Ms)\b\.?|Mrs\.?\s*(?:and|&)\s*(?:Mr|Dr)\b\.?|spouses|(?:his|her|their) (?:wife|husband|spouse)|wife|husband|spouse|couple(?! of))\b/i,
    'married',
  ],
  // The client's own word for the status comes before a partner the notes mention: a
  // 'single' client may date ('single ... boyfriend 3 yrs, may marry').
  [
    /\bsingle\b(?![- ](?:family|premium|stock|life|member|largest|biggest|asset|position|holding|name))/i,
    'single',
  ],
  [
    /\b(?:domestic partner|life partner|long-?time partner|unmarried partner|fianc[ée]e?|girlfriend|boyfriend)\b/i,
    'partnered',
  ],
];

/**
 * A divorce under way, not a past one: planning, mediation, a pending decree ('in the middle of
 * a divorce', 'Mediation underway').
 */
export const DIVORCE_UNDERWAY =
  /\b(?:divorce planning|divorcing|getting divorced|going through (?:a|the|her|his) divorce|in the (?:middle|midst) of (?:a|the|her|his) divorce|mediation|divorce (?:is )?(?:pending|underway|in progress|filed|proceedings)|separation agreement|legally separated|QDRO)\b/i;

/** The client is married today, but a divorce is under way: the plan is the client's alone. */
export function extractDivorcePending(
  text: string,
  status: MaritalStatus | undefined,
): Pick<ClientFacts, 'divorcePending'> {
  if (status !== 'married') return {};
  const m = DIVORCE_UNDERWAY.exec(text);
  return m ? { divorcePending: { value: true, source: m[0] } } : {};
}

/** A marriage now, beside a former one ('ex-wife' ... 'married 2018', 'MFJ'). */
const MARRIED_NOW =
  /\b(?:MFJ|married filing jointly|(?:re)?married (?:in )?(?:19|20)\d\d|(?:current|new) (?:wife|husband|spouse))\b/i;

export function extractMaritalStatus(text: string): Fact<MaritalStatus> | undefined {
  for (const [regex, status] of MARITAL_RULES) {
    const m = regex.exec(text);
    if (!m) continue;
    // An ex-spouse is a past marriage: a joint return or a marriage since is today's status.
    const now = status === 'divorced' ? MARRIED_NOW.exec(text) : null;
    return now ? { value: 'married', source: now[0] } : { value: status, source: m[0] };
  }
  return undefined;
}

const COUNT = `(\\d{1,2}|${NUMBER_WORD}|an?|no|a couple of)`;
const KID_NOUN = '(grand)?(children|kids|child|kid|sons|son|daughters|daughter|boys|girls)';
/** A verb after 'one daughter' that describes one of the children already counted. */
const ONE_OF_THEM_AFTER = /^\s*(?:has|had|is|was|who|with|lives|works|runs|needs|['’]s)\b/i;
const COUNTED_KIDS = new RegExp(
  `\\b${COUNT}[ \\t]+(?:(?:adult|grown|minor|young|teenage|little|small|young adult|biological|adopted|wonderful)[ \\t]+)?${KID_NOUN}\\b(?!-in-law)`,
  'gi',
);
// 'Kids: 3', '# of grandkids - 5', 'Kids grown (3)', 'grandchildren (7)'.
const LABELLED_KIDS = new RegExp(
  `\\b(?:#\\s*(?:of\\s+)?)?(grand)?(children|kids|grandkids)(?:\\s*[:=\\-]\\s*|(?:\\s+(?:grown|adult|all grown))?\\s*\\(\\s*)(\\d{1,2}|none|no|zero|${NUMBER_WORD})\\b(?![^)\\n]{0,12}\\b(?:and|&|,)\\s*\\d)`,
  'gi',
);
const PARENT_OF = new RegExp(
  `\\b(grand)?(?:father|mother|parents?|dad|mom) of\\s+(\\d{1,2}|${NUMBER_WORD})\\b`,
  'gi',
);
// 'Kids 8 and 5', 'kids (16 and 18)', 'Children: 12, 15, 17', 'Kids: Anika 9, Rohan 6, Maya
// 2': counted by their ages.
const NAMED_AGE = String.raw`(?:[A-Z][a-z]+\s+)?\d{1,2}`;
const KIDS_BY_AGES = new RegExp(
  String.raw`\b(grand)?(?:kids|children)\s*:?\s*\(?\s*(${NAMED_AGE}(?:\s*(?:,|and|&)\s*${NAMED_AGE})+)\b(?!\s*(?:%|k\b|years? (?:ago|from)))`,
  'gi',
);
const NO_KIDS =
  /\b(?:childless|(?:no|don't have|do not have|never had|without) (grand)?(?:children|kids|grandkids))\b/gi;

interface KidCount {
  isGrand: boolean;
  /** 'total' for children/kids, else the part counted (sons, daughters). */
  part: 'total' | 'sons' | 'daughters';
  value: number;
  source: string;
}

function kidCounts(text: string): KidCount[] {
  const counts: KidCount[] = [];
  const partOf = (noun: string): KidCount['part'] =>
    /^(?:sons?|boys)$/i.test(noun)
      ? 'sons'
      : /^(?:daughters?|girls)$/i.test(noun)
        ? 'daughters'
        : 'total';
  // First: a list of ages is the count, not its first age read as one ('Children: 12, 15').
  for (const m of text.matchAll(KIDS_BY_AGES)) {
    const ages = (m[2] ?? '').split(/\s*(?:,|and|&)\s*/).filter(Boolean);
    counts.push({ isGrand: Boolean(m[1]), part: 'total', value: ages.length, source: m[0] });
  }
  for (const m of text.matchAll(COUNTED_KIDS)) {
    const value = parseCount((m[1] ?? '').replace(/^a couple of$/i, 'a couple'));
    if (value === undefined) continue;
    // 'One daughter has a special-needs son': one of them described, not one more.
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    if (/^one$/i.test(m[1] ?? '') && ONE_OF_THEM_AFTER.test(after)) continue;
    counts.push({ isGrand: Boolean(m[2]), part: partOf(m[3] ?? ''), value, source: m[0] });
  }
  for (const m of text.matchAll(LABELLED_KIDS)) {
    const value = parseCount(m[3] ?? '');
    const isGrand = Boolean(m[1]) || /^grandkids$/i.test(m[2] ?? '');
    if (value !== undefined) counts.push({ isGrand, part: 'total', value, source: m[0] });
  }
  for (const m of text.matchAll(PARENT_OF)) {
    const value = parseCount(m[2] ?? '');
    if (value !== undefined)
      counts.push({ isGrand: Boolean(m[1]), part: 'total', value, source: m[0] });
  }
  for (const m of text.matchAll(NO_KIDS))
    counts.push({ isGrand: Boolean(m[1]), part: 'total', value: 0, source: m[0] });
  return counts;
}

/**
 * Children the notes describe one by one without counting them ('Older son runs half the
 * place; younger son came home this yr. Daughter married, off-ranch'): each distinct son or
 * daughter, told apart by an ordinal word; a bare 'son' is one more only where no ordinal
 * names a son. One child mentioned alone ('their daughter is the trustee') does not say how
 * many there are, so it takes two described to count them.
 */
const DESCRIBED_CHILD =
  /\b(?:(older|oldest|elder|eldest|younger|youngest|middle|first|second|third)\s+)?(son|daughter)\b(?![-'’]|\s+(?:of|in-law))/gi;

function describedChildren(text: string): KidCount[] {
  const seen = new Map<string, { ordinals: Set<string>; sources: string[] }>();
  for (const m of text.matchAll(DESCRIBED_CHILD)) {
    const noun = m[2]!.toLowerCase();
    const entry = seen.get(noun) ?? { ordinals: new Set<string>(), sources: [] };
    seen.set(noun, entry);
    const ordinal = m[1]?.toLowerCase() ?? '';
    if (!entry.ordinals.has(ordinal)) entry.sources.push(m[0]);
    entry.ordinals.add(ordinal);
  }
  const described = [...seen].map(([noun, { ordinals, sources }]): KidCount => ({
    isGrand: false,
    part: noun === 'son' ? 'sons' : 'daughters',
    value: ordinals.size > 1 ? [...ordinals].filter(Boolean).length : 1,
    source: sources.join(', '),
  }));
  return described.reduce((n, c) => n + c.value, 0) >= 2 ? described : [];
}

function countFor(counts: KidCount[], isGrand: boolean): Fact<number> | undefined {
  const mine = counts.filter((c) => c.isGrand === isGrand);
  const total = mine.find((c) => c.part === 'total');
  if (total) return { value: total.value, source: total.source };
  const parts = mine.filter(
    (c, i) => mine.findIndex((o) => o.source.toLowerCase() === c.source.toLowerCase()) === i,
  );
  if (parts.length === 0) return undefined;
  return {
    value: parts.reduce((n, c) => n + c.value, 0),
    source: parts.map((c) => c.source).join(' and '),
  };
}

/**
 * A minor son or daughter named with an age ('Adopted daughter Ava, 6', 'son Max (12)'): a
 * child the household raises, however many the notes name. An adult child named for a role
 * ('Son Tom, 35, is trustee') does not say how many children there are.
 */
const NAMED_CHILD =
  /\b(?:(?:adopted|step-?)\s*)?(son|daughter)\s+([A-Z][a-z]+),?\s*\(?(\d{1,2})\)?(?![\d%$.,]\d|\s*(?:%|k\b|m\b))/gi;

const ADULT_AGE = 18;

function namedChildren(text: string): KidCount[] {
  const names = new Map<string, KidCount>();
  for (const m of text.matchAll(NAMED_CHILD))
    if (Number(m[3]) < ADULT_AGE)
      names.set(m[2]!, {
        isGrand: false,
        part: /^son$/i.test(m[1]!) ? 'sons' : 'daughters',
        value: 1,
        source: m[0],
      });
  return [...names.values()];
}

export function extractFamily(text: string): Pick<ClientFacts, 'children' | 'grandchildren'> {
  const counts = kidCounts(text);
  const isCounted = counts.some((c) => !c.isGrand);
  const named = namedChildren(text);
  const described = named.length > 0 ? named : describedChildren(text);
  return {
    children: countFor(isCounted ? counts : [...counts, ...described], false),
    grandchildren: countFor(counts, true),
  };
}

const RELATIVE = '(?:son|daughter|child|kid|brother|sister|grandson|granddaughter|grandchild)';
const CONDITION =
  '(?:autis\\w*|down syndrome|cerebral palsy|disabilit(?:y|ies)|disabled|special[- ]needs|nonverbal|intellectual(?:ly)? disab\\w*|SSI\\b|SSDI\\b|medicaid waiver)';
/** A family member with a disability or on means-tested benefits: 'son 24 severe autism ... SSI'. */
const SPECIAL_NEEDS = new RegExp(
  `\\b${RELATIVE}\\b[^.;\\n]{0,60}?\\b${CONDITION}|\\b${CONDITION}[^.;\\n]{0,30}?\\b${RELATIVE}\\b`,
  'i',
);

/** Whether the client supports a family member with special needs (the words that say so). */
export function extractSpecialNeeds(text: string): Pick<ClientFacts, 'specialNeedsDependent'> {
  const m = SPECIAL_NEEDS.exec(text);
  return m ? { specialNeedsDependent: { value: true, source: m[0] } } : {};
}

/**
 * A partner the client shares a life with, in words that do not mean a business partner:
 * 'domestic partner', 'Partner (she) has lived w/ him', 'his partner' (not 'partner at a law
 * firm' or 'business partner'). A girlfriend, boyfriend or fiancé counts only where the notes
 * say they live together: dating ('boyfriend 3 yrs, may marry') is not a shared household.
 */
const UNMARRIED_PARTNER =
  /\b(?:domestic partner|life partner|long-?(?:time|term) partner|unmarried (?:partner|couple))s?\b|\b[Pp]artner [AB]\b(?= ?[,(\d])|\b(?:live[sd]?|living) (?:w\/|with) (?:(?:his|her|a) )?partner\b|\b(?:his|her|client's|the client's)\s+partner\b(?!\s+(?:at|in|with)\b|\s+of\s+(?:the|a|an|his|her|their)\b)|\bpartner\s*\((?:she|he|her|him)\)/i;
const DATING = /\b(?:fianc[ée]e?|girlfriend|boyfriend)\b/i;
const LIVING_TOGETHER = /\b(?:live[sd]?|living)\s+(?:w\/|with|together)|\bcohabit/i;

/** Whether the client has a partner they are not married to (the status may still be single). */
export function extractUnmarriedPartner(
  text: string,
  status: MaritalStatus | undefined,
): Pick<ClientFacts, 'unmarriedPartner'> {
  if (status === 'married' || status === 'widowed') return {};
  const m = UNMARRIED_PARTNER.exec(text) ?? (LIVING_TOGETHER.test(text) ? DATING.exec(text) : null);
  return m ? { unmarriedPartner: { value: true, source: m[0] } } : {};
}

/** The year a spouse died: 'H passed ~8 mos ago (Mar 2026, age 71)', 'husband died in 2024'. */
const SPOUSE_DEATH = new RegExp(
  `\\b(?:H|W|[Hh]usband|[Ww]ife|[Ss]pouse|[Ll]ate (?:husband|wife|spouse))\\b[^.;\\n]{0,12}?(?:\\b(?:passed(?: away)?|died|deceased)\\b|\\bd\\.(?=\\s*(?:19|20)\\d\\d))[^.;\\n]{0,40}?\\b((?:19|20)\\d\\d)\\b`,
);

/** The year the client's spouse died, where the notes give it. */
export function extractSpouseDeathYear(text: string): Pick<ClientFacts, 'spouseDeathYear'> {
  const m = SPOUSE_DEATH.exec(text);
  return m ? { spouseDeathYear: { value: Number(m[1]), source: m[0] } } : {};
}

const AGE_LIST = String.raw`(${NAMED_AGE}(?:\s*(?:,|&|and)\s*${NAMED_AGE})*)`;
/** Words after the ages, inside their brackets: '2 kids (16, 19 - UT Austin)', '(14, 17 in school)'. */
const AGES_REMARK = String.raw`(?:\s*[-–—:;,]?\s*[A-Za-z][^()\n\d]{0,40})?`;
/**
 * '2 kids (14, 17)', '2 kids (16, 19 - UT Austin)', 'kids 14 and 17', 'children ages 8, 11',
 * 'two sons (ages 12 & 9)'.
 */
const CHILDREN_AGES = new RegExp(
  String.raw`\b(?:kids?|children|sons?|daughters?)\s*:?\s*(?:\(\s*(?:ages?\s*)?${AGE_LIST}${AGES_REMARK}\s*\)|(?:ages?|aged)?\s*${AGE_LIST}(?!\s*(?:%|k\b|m\b|years?\s+(?:ago|old)\s+(?:house|home)|grand)))`,
  'i',
);

/** The children's ages, where the notes list them after the word for the children. */
export function extractChildrenAges(text: string): Pick<ClientFacts, 'childrenAges'> {
  const m = CHILDREN_AGES.exec(text);
  const list = m?.[1] ?? m?.[2];
  if (!m || !list) return {};
  // Each age with the name before it, if any, dropped ('Anika 9').
  const ages = list.split(/\s*(?:,|&|and)\s*/).map((a) => Number(a.replace(/^[A-Za-z]+\s+/, '')));
  // One figure alone after 'kids' is as often a count or a year as an age.
  if (ages.length < 2 && !/\bages?\b|\(/i.test(m[0])) return {};
  return ages.every((a) => a >= 0 && a <= 45)
    ? { childrenAges: { value: ages, source: m[0] } }
    : {};
}

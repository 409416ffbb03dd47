/**
 * Professions as advisors name them, singular or plural, as a regular-expression source: the
 * occupation reader takes them as a person's job, the amount classifier a figure right after
 * one as that person's pay ('W 42 pediatrician ($260K)').
 */
export const PROFESSIONS =
  'physicians?|surgeons?|anesthesiologists?|pediatricians?|cardiologists?|radiologists?|dermatologists?|orthopedists?|psychiatrists?|dentists?|orthodontists?|pharmacists?|veterinarians?|nurses?|teachers?|professors?|engineers?|architects?|attorneys?|lawyers?|paralegals?|accountants?|CPAs?|actuar(?:y|ies)|consultants?|executives?|analysts?|scientists?|programmers?|developers?|designers?|therapists?|technicians?|social workers?|librarians?|electricians?|plumbers?|contractors?|pilots?|firefighters?|police officers?|officers?|managers?|mgrs?|supervisors?|coordinators?|specialists?|hygienists?|directors?|administrators?|salespersons?|realtors?|bankers?|traders?';

export { extractFacts, type ExtractFactsOptions } from './extract-facts';
export { findAmounts, parseAmount, type AmountMention } from './amounts';
export { readClient, documentsFromText, type ClientReading } from './read-client';
export { CORRECTABLE_FIELDS } from './corrections';
export type { ClientDocument, ClientInput } from './observation';

export { extractFacts, type ExtractFactsOptions } from './extract-facts';
export { findAmounts, parseAmount, type AmountMention } from './amounts';

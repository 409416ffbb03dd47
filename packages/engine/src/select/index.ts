export * from './conditions';
export * from './select-strategies';
export { householdOf } from './household';
export type { Household as SelectionHousehold } from './household';
export { RULES } from './rules';
export type { StrategyRule } from './rules';
export { mentionedStrategyIds } from './mentions';
export { statedGoals } from './stated-goals';

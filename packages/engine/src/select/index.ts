export * from './conditions';
export * from './select-strategies';

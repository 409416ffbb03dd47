export * from './expr';
export * from './format';
export * from './formula';
export * from './variables';

export * from './build-plan';
export * from './honest-cost-benefit';
export * from './mechanisms';
export * from './plan-context';
export * from './value-strategy';

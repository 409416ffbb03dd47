export * from './build-plan';
export * from './honest-cost-benefit';
export * from './income-tax-years';
export * from './mechanisms';
export * from './plan-context';
export * from './value-strategy';
export * from './plan-years';

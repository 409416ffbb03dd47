export * from './life-expectancy';
export * from './ssa-period-life-table';

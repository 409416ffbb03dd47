export * from './types';
export * from './sourced';
export * from './tax-table';
export * from './federal';
export * from './state';
export * from './state-income';
export * from './state-income-brackets';

export * from './types';
export * from './sourced';
export * from './tax-table';
export * from './federal';
export * from './state';

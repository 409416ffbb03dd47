export * from './assumptions';
export * from './baseline';
export * from './household';
export * from './key-figures';
export * from './project';
export * from './tax-parameters';
export * from './year-tax';

export * from './assumptions';
export * from './baseline';
export * from './household';
export * from './project';
export * from './year-tax';

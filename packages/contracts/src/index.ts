export * from './strategy';
export * from './analysis';
export * from './explanation';
export * from './projects';
export * from './users';
export * from './errors';
export * from './display';

export * from './auth';
export * from './profiles';
export * from './projects';
export * from './audit';

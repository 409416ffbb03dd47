export * from './types';
export * from './facts';

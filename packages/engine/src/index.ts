export * from './types';
export * from './facts';
export * from './tax';
export * from './formula';
export * from './catalogue';
export * from './calc';
export * from './select';

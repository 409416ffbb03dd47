export * from './format';
export * from './badges';
export * from './structured-analysis';
export * from './markdown-url';
export * from './strategy-count';
export * from './net-worth';
export * from './derivation-words';

export * from './context';
export * from './cost-benefit';

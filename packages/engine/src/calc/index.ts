export * from './context';
export * from './cost-benefit';
export * from './estate-projection';

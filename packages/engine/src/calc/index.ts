export * from './context';
export * from './cost-benefit';
export * from './estate-projection';
export * from './taxable-income';

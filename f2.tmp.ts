import { extractFacts } from './packages/engine/src/facts/extract-facts';
const t = process.argv[2]!;
const f = extractFacts(t) as any;
console.log('NW', JSON.stringify(f.netWorth), '\nTA', JSON.stringify(f.totalAssets), '\nBV', JSON.stringify(f.business?.value ?? f.businessValue));

import { analyzeClient } from './packages/engine/src/analyze';
const notes = process.argv[2]!;
const a = analyzeClient({ notes }).analysis;
for (const r of a.recommendations) {
  const c = r.costBenefitAnalysis!;
  console.log(`\n## ${r.strategyId} | ${r.priority} | save ${c.potentialSavings} cost ${c.estimatedCost} roi ${c.roi} payback ${c.paybackPeriod}`);
  console.log(r.description);
  console.log(' -', c.keyBenefits.join('\n - '));
  console.log(' formula:', c.calculations.formula.slice(0, 600));
  console.log(' sens:', c.calculations.sensitivityAnalysis.slice(0,400));
}
console.log('\nPROJECTED:', a.taxPlanning.projectedSavings);
console.log('CONSIDERED:', a.considered?.map(c=>c.strategyId+': '+c.reason.slice(0,200)).join('\n'));

import { readClient } from './packages/engine/src/facts';
import { readFileSync } from 'node:fs';
const id = process.argv[2]!;
const d = JSON.parse(readFileSync(`/work/shared/eval-dev/cases/${id}.json`,'utf8'));
const r = readClient({ notes: d.notes, documents: (d.documents ?? []).map((x: any) => ({ name: x.name, text: x.text })) }, { referenceYear: 2026 });
const f = r.analysisFacts as any;
for (const k of ['netWorth','totalAssets','totalLiabilities','annualIncome']) console.log(k, JSON.stringify(f[k]?.value), JSON.stringify(f[k]?.source).slice(0,300));
console.log('expected', d.expectedFacts.netWorth, d.expectedFacts.annualIncome);

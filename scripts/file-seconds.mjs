// Writes tests/support/file-seconds.json, the seconds each test file took, from Vitest JSON reports
// (`npx vitest run --reporter=json --outputFile=unit.json`, the same with `-c vitest.e2e.config.ts`). The sequencer
// (tests/support/slowestFirst.ts) starts the slowest files first. Files under a second are left out: their order hardly
// matters. Usage: node scripts/file-seconds.mjs unit.json e2e.json
import { readFileSync, writeFileSync } from 'node:fs';
const out = {};
for (const report of process.argv.slice(2)) {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  for (const f of r.testResults) {
    const seconds = (f.endTime - f.startTime) / 1000;
    // The path from the repository root: reports made in another clone name their files under its own folder.
    if (seconds >= 1) out[f.name.slice(f.name.indexOf('/tests/') + 1)] = Math.round(seconds * 10) / 10;
  }
}
const sorted = Object.fromEntries(Object.entries(out).sort((a, b) => b[1] - a[1]));
writeFileSync(new URL('../tests/support/file-seconds.json', import.meta.url), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} files written to tests/support/file-seconds.json`);

// Writes the sample layouts: `npx tsx assets/layouts/generate.ts`. tests/engine/terrain/samples.test.ts checks them.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSampleLayout, SAMPLE_LAYOUTS, saveLayout } from '../../engine/index';

const here = path.dirname(fileURLToPath(import.meta.url));
for (const spec of SAMPLE_LAYOUTS) {
  writeFileSync(path.join(here, spec.file), saveLayout(buildSampleLayout(spec)));
  console.log(`wrote ${spec.file}`);
}

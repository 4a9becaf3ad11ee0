// The registry of benchmark suites; each later feature adds its suite here.
import type { BenchSuite } from '../run';

export const suites: BenchSuite[] = [];

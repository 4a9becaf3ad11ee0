// The registry of benchmark suites; each later feature adds its suite here.
import type { BenchSuite } from '../run';
import { templatesSuite } from './templates';

export const suites: BenchSuite[] = [templatesSuite];

// The registry of benchmark suites; each later feature adds its suite here.
import type { BenchSuite, MeasureSuite } from '../run';
import { templatesSuite } from './templates';
import { layoutSuite } from './layout';
import { losSuite } from './los';
import { measureSuite } from './measure';
import { analysisSuite } from './analysis';
import { filesSuite } from './files';
import { dragSuite } from './drag';
import { gameSuite } from './game';
import { aiSuite } from './ai';
import { memorySuite } from './memory';
import { serverSuite } from './server';

export const suites: (BenchSuite | MeasureSuite)[] = [templatesSuite, layoutSuite, losSuite, measureSuite, analysisSuite, filesSuite, dragSuite, gameSuite, aiSuite, memorySuite, serverSuite];

/**
 * The areas' demo records, written after the demo apiaries and hives they name (`apiaries.ts`), one line each: a new
 * area's demo data is its file here and one line below.
 */
export { seedFeedback as feedback } from './feedback';
export { seedFinances as finances } from './finances';
export { seedHarvests as production } from './production';
export { seedTasks as tasks } from './tasks';
export { seedColonyHistory as colonyHistory } from './colony-history';
export { seedScales as scales } from './scales';

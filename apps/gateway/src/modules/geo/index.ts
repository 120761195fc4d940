/**
 * The public face of the geo module (decision 0178): what other modules may use of it.
 * Other modules import this file only, never the module's other files.
 */

export { findRegionPoints } from './queries.ts';
export { countByRegion, regionTitle } from './region-counts.ts';
export { branchById, listBranches, listRegions } from './service.ts';

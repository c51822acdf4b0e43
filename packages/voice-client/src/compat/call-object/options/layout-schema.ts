/** Layout and grid options (spec sections 5 and 9). */
import { z } from 'zod';
import { GRID_MAX_TILES_PER_PAGE, GRID_MIN_TILES_PER_PAGE, LAYOUTS } from '../call-object-constants';
import { oneOf, strictOptions } from './schema-rules';

export const layoutSchema = oneOf('layout', LAYOUTS);

export const gridLayoutSchema = strictOptions('grid', {
  maxTilesPerPage: z
    .int({ error: 'maxTilesPerPage must be an integer' })
    .max(GRID_MAX_TILES_PER_PAGE, `maxTilesPerPage must be at most ${GRID_MAX_TILES_PER_PAGE}`)
    .optional(),
  minTilesPerPage: z
    .int({ error: 'minTilesPerPage must be an integer' })
    .min(GRID_MIN_TILES_PER_PAGE, `minTilesPerPage must be at least ${GRID_MIN_TILES_PER_PAGE}`)
    .optional(),
}).refine(
  (grid) =>
    grid.minTilesPerPage === undefined ||
    grid.minTilesPerPage <= (grid.maxTilesPerPage ?? GRID_MAX_TILES_PER_PAGE),
  { error: 'minTilesPerPage must not be above maxTilesPerPage', path: ['minTilesPerPage'] },
);

export const layoutConfigSchema = strictOptions('layoutConfig', { grid: gridLayoutSchema.optional() });

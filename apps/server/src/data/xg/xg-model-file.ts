import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { XgModel } from './xg-model';

/** The stored coefficients inside the data directory, written by `models:xg`. */
export const XG_MODEL_FILE = join('models', 'xg-model.json');

const coefficient = v.pipe(v.number(), v.finite());
const xgModelSchema = v.object({
  intercept: coefficient,
  coefficients: v.object({
    distance: coefficient,
    angle: coefficient,
    header: coefficient,
    free_kick: coefficient,
    counter: coefficient,
  }),
  penaltyRate: v.pipe(v.number(), v.minValue(0), v.maxValue(1)),
});

/**
 * The fitted expected-goals model the server uses.
 *
 * @throws Error when the file is missing or not a model.
 */
export function loadXgModel(dataDir: string): XgModel {
  return v.parse(xgModelSchema, JSON.parse(readFileSync(join(dataDir, XG_MODEL_FILE), 'utf8')));
}

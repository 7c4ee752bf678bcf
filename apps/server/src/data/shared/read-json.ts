import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Reads and parses one data file under `dataDir`. The caller states the type it expects; the
 * converters check the fields they rely on.
 *
 * @throws Error naming the file when it is missing or not JSON.
 */
export function readJson<T>(dataDir: string, ...path: string[]): T {
  const file = join(dataDir, ...path);
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`Cannot read data file ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text) as T;
  } catch (error) {
    throw new Error(`Data file ${file} is not JSON: ${(error as Error).message}`);
  }
}

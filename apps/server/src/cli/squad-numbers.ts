import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SQUAD_NUMBER_FILES, squadNumberTableSource } from '../data/names/squad-number-table';
import { resolveDataDir } from '../data/shared/data-dir';

// Rewrites the World Cup 2018 squad-number table after the squad lists or the Wyscout metadata change.
const dataDir = resolveDataDir();
const target = join(dataDir, SQUAD_NUMBER_FILES.table);
writeFileSync(target, squadNumberTableSource(dataDir));
console.log(`wrote ${target}`);

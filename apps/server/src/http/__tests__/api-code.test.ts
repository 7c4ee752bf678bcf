import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ApiCode } from '@kanqiu/core';
import { describe, expect, it } from 'vitest';

describe('api codes', () => {
  it('are the codes of the table in docs/contract.md §1, no more and no fewer', () => {
    const contract = readFileSync(
      fileURLToPath(new URL('../../../../../docs/contract.md', import.meta.url)),
      'utf8',
    );
    const documented = [...contract.matchAll(/^\| (\d+) \| \d{3} \|/gm)].map((row) =>
      Number(row[1]),
    );
    expect(new Set(Object.values(ApiCode))).toEqual(new Set(documented));
  });
});

import type { Locator } from '@playwright/test';

/**
 * Return rates written out here from their definition (docs/contract-scenes.md §4), independently of
 * the app's code: three-way for 欧指, two-way for every other market, 4 decimals, shown as a
 * percentage with two decimals.
 */
export function expectedRate(
  odds: { arr1: number; arr2: number; arr3: number },
  threeWay: boolean,
) {
  const { arr1: h, arr2: d, arr3: a } = odds;
  const raw = threeWay ? (h * d * a) / (h * d + h * a + d * a) : 1 / (1 / h + 1 / a);
  return `${(Math.round(raw * 10_000) / 100).toFixed(2)}%`;
}

/** The cells of one odds row (`tr`) by column: `arr1`, `arr2`, `arr3`, `rate`. */
export async function rowCells(row: Locator): Promise<Record<string, string>> {
  const cells = await row
    .locator('td.odds-cell')
    .evaluateAll((nodes) =>
      nodes.map((node): [string, string] => [
        (node as HTMLElement).dataset.col ?? '',
        node.textContent ?? '',
      ]),
    );
  return Object.fromEntries(cells.map(([col, text]) => [col, text.replace(/[↑↓]/g, '').trim()]));
}

/** The move a cell shows: `up`, `down` or none. */
export async function cellMove(row: Locator, col: string): Promise<string | null> {
  return row.locator(`td[data-col="${col}"] .odds-value`).getAttribute('data-move');
}

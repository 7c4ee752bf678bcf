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

/**
 * One bookmaker's opening row, current row and the current row's up/down marks, read in a single
 * step: odds are pushed while the test reads, so values and marks read apart may belong to two
 * different pushes.
 */
export async function companySnapshot(company: Locator): Promise<{
  first: Record<string, string>;
  last: Record<string, string>;
  moves: Record<string, string | null>;
}> {
  return company.evaluate((tbody) => {
    const cells = (row: Element | null) =>
      Object.fromEntries(
        [...(row?.querySelectorAll('td.odds-cell') ?? [])].map((node) => [
          (node as HTMLElement).dataset.col ?? '',
          (node.textContent ?? '').replace(/[↑↓]/g, '').trim(),
        ]),
      );
    const lastRow = tbody.querySelector('tr.odds-row--last');
    const moves = Object.fromEntries(
      ['arr1', 'arr2', 'arr3'].map((col) => [
        col,
        lastRow?.querySelector(`td[data-col="${col}"] .odds-value`)?.getAttribute('data-move') ??
          null,
      ]),
    );
    return { first: cells(tbody.querySelector('tr.odds-row--first')), last: cells(lastRow), moves };
  });
}

/**
 * The form in which search terms and queries are compared (docs/contract.md, "Search"): lower case,
 * accents dropped (`Mbappé` → `mbappe`), and only letters, digits and Chinese characters kept, so
 * `K. Mbappé`, `恩佐·佩雷斯` and `Costa Rica` compare without their dots and spaces.
 */
export function searchKey(text: string): string {
  return (
    text
      .normalize('NFD')
      .toLowerCase()
      // NFD splits an accent into a mark of its own, which is neither a letter nor a digit.
      .replace(/[^\p{Letter}\p{Number}]/gu, '')
  );
}

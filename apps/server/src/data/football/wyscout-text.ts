/**
 * Undoes the second escaping of the Wyscout names: the source stores `Kant\u00e9` as the literal
 * characters `\`, `u`, `0`, `0`, `e`, `9` after JSON parsing. Anything that is not such an escape is
 * left alone.
 */
export function unescapeWyscout(text: string): string {
  return text.replace(/\\u([0-9a-fA-F]{4})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
}

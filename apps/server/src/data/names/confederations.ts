/** Chinese names of the football confederations, by their short name. */
const CONFEDERATIONS: Readonly<Record<string, string>> = {
  UEFA: '欧足联',
  CONMEBOL: '南美足联',
  CONCACAF: '中北美及加勒比海足联',
  CAF: '非洲足联',
  AFC: '亚足联',
  OFC: '大洋洲足联',
};

/**
 * The confederations of the World Cup 2022 teams that were not at the 2018 World Cup (openfootball's
 * team list, which names them, exists for 2018 only), by openfootball name.
 */
export const CONFEDERATIONS_2022: Readonly<Record<string, string>> = {
  Cameroon: 'CAF',
  Canada: 'CONCACAF',
  Ecuador: 'CONMEBOL',
  Ghana: 'CAF',
  Netherlands: 'UEFA',
  Qatar: 'AFC',
  USA: 'CONCACAF',
  Wales: 'UEFA',
};

/** The Chinese name of a confederation; the short name itself when none is written. */
export function confederationName(code: string): string {
  return CONFEDERATIONS[code] ?? code;
}

/** A point in WGS 84 degrees, north and east positive. */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const DMS = /^(\d+)°(\d+)'(\d+(?:\.\d+)?)"([NS])\s+(\d+)°(\d+)'(\d+(?:\.\d+)?)"([EW])$/;

/**
 * Reads openfootball's degrees-minutes-seconds pair (`55°42'57"N 37°33'13"E`) as decimal degrees,
 * rounded to 6 places (about 0.1 m).
 *
 * @throws Error quoting the text when it is not such a pair.
 */
export function parseCoordinates(text: string): Coordinates {
  const match = DMS.exec(text.trim());
  if (!match) throw new Error(`not a coordinate pair: ${text}`);
  const [, latD, latM, latS, ns, lonD, lonM, lonS, ew] = match as unknown as string[];
  const degrees = (d: string, m: string, s: string) =>
    Number(d) + Number(m) / 60 + Number(s) / 3600;
  const round = (value: number) => Math.round(value * 1e6) / 1e6;
  return {
    latitude: round(
      degrees(latD as string, latM as string, latS as string) * (ns === 'S' ? -1 : 1),
    ),
    longitude: round(
      degrees(lonD as string, lonM as string, lonS as string) * (ew === 'W' ? -1 : 1),
    ),
  };
}

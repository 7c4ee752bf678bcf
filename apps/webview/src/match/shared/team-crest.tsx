/** The colours the teams of the replayed matches play in, by code. */
const TEAM_COLOURS: Readonly<Record<string, readonly [string, string]>> = {
  FRA: ['#2f5fd0', '#17306e'],
  CRO: ['#e03a3e', '#8c1c21'],
  ARG: ['#6cb4ee', '#2d6ea8'],
  POR: ['#c8102e', '#5e0a18'],
  ESP: ['#e8362d', '#9a1b14'],
  BOS: ['#1d8f4e', '#0b4a27'],
  DAL: ['#1f6fd1', '#0d3a78'],
};

/** Hue of a crest for a team without known colours, stable for its code. */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 360;
}

function background(code: string): string {
  const known = TEAM_COLOURS[code];
  if (known) return `linear-gradient(145deg, ${known[0]}, ${known[1]})`;
  const hue = hueOf(code);
  return `linear-gradient(145deg, hsl(${hue} 62% 46%), hsl(${(hue + 28) % 360} 58% 30%))`;
}

/**
 * A team's crest: its code on its colours. The data sources ship no logos we may use, so the crest
 * is drawn from the code.
 */
export function TeamCrest({ code, size = 44 }: { code: string; size?: number }) {
  return (
    <span
      className="team-crest"
      aria-hidden="true"
      style={{
        width: size,
        height: size,
        fontSize: Math.round(size * 0.3),
        background: background(code),
      }}
    >
      {code.slice(0, 3)}
    </span>
  );
}

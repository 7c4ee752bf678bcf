/** Chinese names of the venues of the replayed matches, by the name their source uses. */
const VENUES: Readonly<Record<string, string>> = {
  'Olimpiyskiy stadion Luzhniki': '莫斯科卢日尼基体育场',
  "Kazan' Arena": '喀山竞技场',
  'Olimpiyskiy Stadion Fisht': '索契菲什特体育场',
  'TD Garden': '波士顿TD花园球馆',
};

/** The Chinese venue name, or the source's own name when none is written. */
export function venueName(sourceName: string): string {
  return VENUES[sourceName] ?? sourceName;
}

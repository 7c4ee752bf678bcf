/**
 * The venue names the match pages show (in Chinese, with the city where the name does not carry
 * it). Sources name a stadium differently (openfootball's stadium list `Otkritie Arena (Spartak
 * Stadium)`, its match records `Spartak Stadium, Moscow`, Wyscout `Otkrytiye Arena`), so each stadium
 * is keyed by the name of openfootball's stadium list (the venue directory's `name_en`, with the
 * city, capacity and coordinates) and lists every other spelling.
 */
interface StadiumNames {
  /** Chinese name as match pages show it. */
  zh: string;
  /** Other spellings in the sources. */
  aliases: readonly string[];
}

const STADIUMS: Readonly<Record<string, StadiumNames>> = {
  // World Cup 2018, Russia
  'Luzhniki Stadium': {
    zh: '莫斯科卢日尼基体育场',
    aliases: ['Olimpiyskiy stadion Luzhniki', 'Stadion Luzhniki'],
  },
  'Otkritie Arena (Spartak Stadium)': {
    zh: '莫斯科斯巴达克体育场',
    aliases: ['Spartak Stadium', 'Otkrytiye Arena'],
  },
  'Krestovsky Stadium (Saint Petersburg Stadium)': {
    zh: '圣彼得堡体育场',
    aliases: ['Saint Petersburg Stadium', 'Stadion Krestovskyi'],
  },
  'Fisht Olympic Stadium (Fisht Stadium)': {
    zh: '索契菲什特体育场',
    aliases: ['Fisht Stadium', 'Olimpiyskiy Stadion Fisht'],
  },
  'Kaliningrad Stadium': { zh: '加里宁格勒体育场', aliases: [] },
  'Volgograd Arena': { zh: '伏尔加格勒竞技场', aliases: [] },
  'Rostov Arena': { zh: '罗斯托夫竞技场', aliases: [] },
  'Nizhny Novgorod Stadium': {
    zh: '下诺夫哥罗德体育场',
    aliases: ['Stadion Nizhny Novgorod'],
  },
  'Kazan Arena': { zh: '喀山竞技场', aliases: ["Kazan' Arena"] },
  'Mordovia Arena': { zh: '萨兰斯克莫尔多维亚竞技场', aliases: [] },
  'Samara Arena': { zh: '萨马拉竞技场', aliases: [] },
  'Central Stadium (Ekaterinburg Arena)': {
    zh: '叶卡捷琳堡中央体育场',
    aliases: ['Ekaterinburg Arena', "Stadion Central'nyj"],
  },
  // World Cup 2022, Qatar
  'Al Bayt Stadium': { zh: '海湾体育场', aliases: [] },
  'Lusail Stadium': { zh: '卢赛尔体育场', aliases: ['Lusail Iconic Stadium'] },
  'Ahmad bin Ali Stadium': { zh: '艾哈迈德·本·阿里体育场', aliases: [] },
  'Education City Stadium': { zh: '教育城体育场', aliases: [] },
  'Khalifa International Stadium': { zh: '哈利法国际体育场', aliases: [] },
  'Al Thumama Stadium': { zh: '阿图玛玛体育场', aliases: [] },
  'Stadium 974': { zh: '974体育场', aliases: [] },
  'Al Janoub Stadium': { zh: '贾努布体育场', aliases: [] },
  // NBA
  'TD Garden': { zh: '波士顿TD花园球馆', aliases: [] },
};

const BY_NAME = new Map<string, string>();
for (const [key, names] of Object.entries(STADIUMS)) {
  BY_NAME.set(key, key);
  for (const alias of names.aliases) BY_NAME.set(alias, key);
}

/** A stadium of the data: its key (openfootball's stadium name) and the Chinese name pages show. */
export interface StadiumInfo {
  key: string;
  name: string;
}

/**
 * The stadium a source names: an exact name or alias, or an openfootball match record's
 * `Stadium, City`; `undefined` when it is not in the table.
 */
export function stadiumOf(sourceName: string): StadiumInfo | undefined {
  const key = BY_NAME.get(sourceName) ?? BY_NAME.get(sourceName.split(', ')[0] ?? '');
  const names = key ? STADIUMS[key] : undefined;
  return key && names ? { key, name: names.zh } : undefined;
}

/** The Chinese venue name, or the source's own name when none is written. */
export function venueName(sourceName: string): string {
  return stadiumOf(sourceName)?.name ?? sourceName;
}

/**
 * Chinese names of the World Cup stadiums of openfootball's stadium files, and of their cities,
 * written by hand (the standard mainland renderings); a stadium or city missing here stops loading.
 */
export const STADIUM_NAMES_ZH: Readonly<Record<string, string>> = {
  'Kaliningrad Stadium': '加里宁格勒体育场',
  'Luzhniki Stadium': '卢日尼基体育场',
  'Otkritie Arena (Spartak Stadium)': '斯巴达克体育场',
  'Krestovsky Stadium (Saint Petersburg Stadium)': '圣彼得堡体育场',
  'Fisht Olympic Stadium (Fisht Stadium)': '菲什特奥林匹克体育场',
  'Volgograd Arena': '伏尔加格勒竞技场',
  'Rostov Arena': '罗斯托夫竞技场',
  'Nizhny Novgorod Stadium': '下诺夫哥罗德体育场',
  'Kazan Arena': '喀山竞技场',
  'Mordovia Arena': '莫尔多维亚竞技场',
  'Samara Arena': '萨马拉竞技场',
  'Central Stadium (Ekaterinburg Arena)': '叶卡捷琳堡中央体育场',
  'Al Bayt Stadium': '海湾体育场',
  'Lusail Stadium': '卢赛尔体育场',
  'Ahmad bin Ali Stadium': '艾哈迈德·本·阿里体育场',
  'Education City Stadium': '教育城体育场',
  'Khalifa International Stadium': '哈利法国际体育场',
  'Al Thumama Stadium': '阿图玛玛体育场',
  'Stadium 974': '974体育场',
  'Al Janoub Stadium': '贾努布体育场',
};

/** The host cities: openfootball's city name → the city list's code and the Chinese name. */
export const HOST_CITIES: Readonly<Record<string, { code: string; name: string }>> = {
  Kaliningrad: { code: 'kaliningrad', name: '加里宁格勒' },
  Moscow: { code: 'moscow', name: '莫斯科' },
  'Saint Petersburg': { code: 'saint-petersburg', name: '圣彼得堡' },
  Sochi: { code: 'sochi', name: '索契' },
  Volgograd: { code: 'volgograd', name: '伏尔加格勒' },
  'Rostov-on-Don': { code: 'rostov-on-don', name: '顿河畔罗斯托夫' },
  'Nizhny Novgorod': { code: 'nizhny-novgorod', name: '下诺夫哥罗德' },
  Kazan: { code: 'kazan', name: '喀山' },
  Saransk: { code: 'saransk', name: '萨兰斯克' },
  Samara: { code: 'samara', name: '萨马拉' },
  Yekaterinburg: { code: 'yekaterinburg', name: '叶卡捷琳堡' },
  'Al Khor': { code: 'al-khor', name: '豪尔' },
  Lusail: { code: 'lusail', name: '卢赛尔' },
  'Al Rayyan': { code: 'al-rayyan', name: '赖扬' },
  Doha: { code: 'doha', name: '多哈' },
  'Al Wakrah': { code: 'al-wakrah', name: '沃克拉' },
};

/** The host country of each World Cup of the stadium files. */
export const WORLD_CUP_HOSTS: Readonly<Record<number, string>> = { 2018: '俄罗斯', 2022: '卡塔尔' };

/**
 * The venue of each replayed match, by the Chinese venue name the match list gives (see
 * `names/venues.ts`). TD Garden is not in the stadium data, so a basketball game has no venue card.
 */
export const MATCH_VENUE_IDS: Readonly<Record<string, string>> = {
  莫斯科卢日尼基体育场: 'luzhniki-stadium',
  喀山竞技场: 'kazan-arena',
  索契菲什特体育场: 'fisht-olympic-stadium',
  莫斯科斯巴达克体育场: 'otkritie-arena',
  圣彼得堡体育场: 'krestovsky-stadium',
  加里宁格勒体育场: 'kaliningrad-stadium',
  伏尔加格勒竞技场: 'volgograd-arena',
  罗斯托夫竞技场: 'rostov-arena',
  下诺夫哥罗德体育场: 'nizhny-novgorod-stadium',
  萨兰斯克莫尔多维亚竞技场: 'mordovia-arena',
  萨马拉竞技场: 'samara-arena',
  叶卡捷琳堡中央体育场: 'central-stadium',
};

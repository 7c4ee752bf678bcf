/** A World Cup 2022 scorer as the name table writes him. */
export interface WrittenScorer2022 {
  /** The mainland Chinese rendering. */
  zh: string;
  /** His Wyscout id in the World Cup 2018 squads, when he played there: he keeps that name. */
  wyscout2018?: number;
}

/**
 * Chinese names of the World Cup 2022 scorers, by team code and by the name as openfootball's goal
 * lists write it, under the policy of the 2018 names (docs/data.md, "Names policy"): written by hand
 * only where the mainland rendering is well established (the renderings of the Chinese broadcasts
 * and sports press), the same name as in 2018 for a player of both tournaments. A scorer not listed
 * keeps the source's Latin name. Where the source writes one player two ways (`Ritsu Doan` and
 * `Ritsu Dōan`, `Mbappé` beside `Kylian Mbappé`, misspellings such as `Wout Werghost` included), every spelling is listed with the
 * one name, so the scorers' table counts him once.
 */
export const WORLD_CUP_2022_SCORERS: Readonly<
  Record<string, Readonly<Record<string, WrittenScorer2022>>>
> = {
  ARG: {
    'Lionel Messi': { zh: '梅西', wyscout2018: 3359 },
    'Enzo Fernández': { zh: '恩佐·费尔南德斯' },
    'Mac Allister': { zh: '麦卡利斯特' },
    'Julián Álvarez': { zh: '阿尔瓦雷斯' },
    'Nahuel Molina': { zh: '莫利纳' },
    'Ángel Di María': { zh: '迪马利亚', wyscout2018: 3314 },
  },
  AUS: {
    'Craig Goodwin': { zh: '古德温' },
    'Mitchell Duke': { zh: '杜克' },
    'Mathew Leckie': { zh: '莱基', wyscout2018: 15020 },
  },
  BEL: { 'Michy Batshuayi': { zh: '巴舒亚伊', wyscout2018: 38093 } },
  BRA: {
    Richarlison: { zh: '理查利森' },
    Casemiro: { zh: '卡塞米罗', wyscout2018: 40756 },
    'Vinícius Jr.': { zh: '维尼修斯' },
    Neymar: { zh: '内马尔', wyscout2018: 40810 },
    'Lucas Paquetá': { zh: '帕奎塔' },
  },
  CMR: {
    'Jean-Charles Castelletto': { zh: '卡斯泰莱托' },
    'Vincent Aboubakar': { zh: '阿布巴卡尔' },
    'Jean-Eric Choupo-Moting': { zh: '舒波-莫廷' },
  },
  CAN: { 'Alphonso Davies': { zh: '阿方索·戴维斯' } },
  CRC: {
    'Keysher Fuller': { zh: '富勒' },
    'Yeltsin Tejeda': { zh: '特赫达' },
  },
  CRO: {
    'Andrej Kramarić': { zh: '克拉马里奇', wyscout2018: 69411 },
    'Marko Livaja': { zh: '利瓦亚' },
    'Lovro Majer': { zh: '马耶尔' },
    'Ivan Perišić': { zh: '佩里西奇', wyscout2018: 14812 },
    'Bruno Petković': { zh: '佩特科维奇' },
    'Joško Gvardiol': { zh: '格瓦迪奥尔' },
    'Mislav Oršić': { zh: '奥尔西奇' },
  },
  DEN: { 'Andreas Christensen': { zh: '克里斯滕森', wyscout2018: 135103 } },
  ECU: {
    'Enner Valencia': { zh: '恩纳·瓦伦西亚' },
    'Moisés Caicedo': { zh: '凯塞多' },
  },
  ENG: {
    'Jude Bellingham': { zh: '贝林厄姆' },
    'Bukayo Saka': { zh: '萨卡' },
    'Raheem Sterling': { zh: '斯特林', wyscout2018: 11066 },
    'Marcus Rashford': { zh: '拉什福德', wyscout2018: 397178 },
    Rashford: { zh: '拉什福德', wyscout2018: 397178 },
    'Jack Grealish': { zh: '格拉利什' },
    Foden: { zh: '福登' },
    'Jordan Henderson': { zh: '亨德森', wyscout2018: 7964 },
    'Harry Kane': { zh: '凯恩', wyscout2018: 8717 },
  },
  FRA: {
    'Adrien Rabiot': { zh: '拉比奥' },
    'Olivier Giroud': { zh: '吉鲁', wyscout2018: 26010 },
    'Kylian Mbappé': { zh: '姆巴佩', wyscout2018: 353833 },
    Mbappé: { zh: '姆巴佩', wyscout2018: 353833 },
    'Aurelién Tchouaméni': { zh: '琼阿梅尼' },
    'Théo Hernandez': { zh: '特奥·埃尔南德斯' },
    'Kolo Muani': { zh: '科洛·穆阿尼' },
  },
  GER: {
    'Ilkay Gündogan': { zh: '京多安', wyscout2018: 14808 },
    'Niclas Füllkrug': { zh: '菲尔克鲁格' },
    'Serge Gnabry': { zh: '格纳布里' },
    'Kai Lukas Havertz': { zh: '哈弗茨' },
  },
  GHA: {
    'André Ayew': { zh: '安德烈·阿尤' },
    'Mohammed Salisu': { zh: '萨利苏' },
    'Mohammed Kudus': { zh: '库杜斯' },
  },
  IRN: {
    'Mehdi Taremi': { zh: '塔雷米', wyscout2018: 79320 },
  },
  JPN: {
    'Ritsu Doan': { zh: '堂安律' },
    'Ritsu Dōan': { zh: '堂安律' },
    'Takuma Asano': { zh: '浅野拓磨' },
    'Ao Tanaka': { zh: '田中碧' },
    'Daizen Maeda': { zh: '前田大然' },
  },
  MEX: { 'Henry Martín': { zh: '亨利·马丁' } },
  MAR: {
    'Romain Saïss': { zh: '赛斯', wyscout2018: 26226 },
    'Hakim Zyiech': { zh: '齐耶赫', wyscout2018: 221039 },
    'Youssef En-Nesyri': { zh: '恩内斯里', wyscout2018: 447821 },
  },
  NED: {
    'Cody Gakpo': { zh: '加克波' },
    'Davy Klaassen': { zh: '克拉森' },
    'Frenkie de Jong': { zh: '弗兰基·德容' },
    'Memphis Depay': { zh: '德佩' },
    'Daley Blind': { zh: '布林德' },
    'Denzel Dumfries': { zh: '邓弗里斯' },
    'Wout Werghost': { zh: '韦霍斯特' },
  },
  POL: {
    'Piotr Zielinski': { zh: '泽林斯基' },
    'Robert Lewandowski': { zh: '莱万多夫斯基', wyscout2018: 14817 },
  },
  POR: {
    'Cristiano Ronaldo': { zh: 'C·罗纳尔多', wyscout2018: 3322 },
    'João Félix': { zh: '若昂·费利克斯' },
    'Rafael Leão': { zh: '莱奥' },
    'Bruno Fernandes': { zh: '布鲁诺·费尔南德斯', wyscout2018: 243588 },
    'Gonçalo Ramos': { zh: '贡萨洛·拉莫斯' },
    Pepe: { zh: '佩佩', wyscout2018: 3305 },
    'Raphaël Guerreiro': { zh: '格雷罗', wyscout2018: 28907 },
  },
  KSA: {
    'Saleh Al Shehri': { zh: '谢赫里' },
    'Salem Al Dawsari': { zh: '多萨里' },
    'Salem Al Dawasari': { zh: '多萨里' },
  },
  SEN: {
    'Boulaye Dia': { zh: '布莱·迪亚' },
    'Ismaila Sarr': { zh: '伊斯梅拉·萨尔' },
    Koulibaly: { zh: '库利巴利', wyscout2018: 25726 },
  },
  SRB: {
    'Strahinja Pavlović': { zh: '帕夫洛维奇' },
    'Sergej Milinković-Savić': { zh: '米林科维奇-萨维奇', wyscout2018: 265865 },
    'Aleksandar Mitrović': { zh: '米特罗维奇', wyscout2018: 128214 },
    'Dušan Vlahović': { zh: '弗拉霍维奇' },
  },
  KOR: {
    'Cho Gue-sung': { zh: '曹圭成' },
    'Kim Young-gwon': { zh: '金英权', wyscout2018: 95200 },
    'Hwang Hee-chan': { zh: '黄喜灿', wyscout2018: 349687 },
    'Paik Seung-ho': { zh: '白昇浩' },
  },
  ESP: {
    'Dani Olmo': { zh: '奥尔莫' },
    'Marco Asensio': { zh: '阿森西奥', wyscout2018: 288091 },
    'Ferran Torres': { zh: '费兰·托雷斯' },
    Gavi: { zh: '加维' },
    'Carlos Soler': { zh: '索莱尔' },
    'Álvaro Morata': { zh: '莫拉塔' },
  },
  SUI: {
    'Breel Embolo': { zh: '恩博洛', wyscout2018: 282772 },
    'Xherdan Shaqiri': { zh: '沙奇里', wyscout2018: 49872 },
    Freuler: { zh: '弗罗伊勒' },
    'Manuel Akanji': { zh: '阿坎吉', wyscout2018: 297957 },
  },
  TUN: { 'Wahbi Khazri': { zh: '哈兹里', wyscout2018: 25776 } },
  USA: {
    'Timothy Weah': { zh: '蒂莫西·维阿' },
    Pulisic: { zh: '普利西奇' },
  },
  URU: { 'Giorgian De Arrascaeta': { zh: '德阿拉斯卡埃塔' } },
  WAL: { 'Gareth Bale': { zh: '贝尔' } },
};

/** Where the 2022 names apply: the results-history key of the 2022 World Cup. */
export const WORLD_CUP_2022_KEY = 'wc2022';

/**
 * The Chinese name of a World Cup 2022 scorer by his team's code and the name as the source writes
 * it; `undefined` for a player the table does not name (he keeps his Latin name).
 */
export function worldCup2022ScorerName(teamCode: string, written: string): string | undefined {
  return WORLD_CUP_2022_SCORERS[teamCode]?.[written]?.zh;
}

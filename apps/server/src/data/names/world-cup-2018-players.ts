/**
 * Chinese names of every player in the lineups and benches of the first three replayed matches, by
 * Wyscout player id, written by hand: the standard renderings used by mainland media. Squad numbers
 * are in `world-cup-2018-squad-numbers.ts`. The Latin short name is the comment.
 */
export const WORLD_CUP_2018_PLAYERS: Readonly<Record<number, { zh: string }>> = {
  // Argentina
  3280: { zh: '巴内加' }, // É. Banega
  3314: { zh: '迪马利亚' }, // Á. di María
  3323: { zh: '伊瓜因' }, // G. Higuaín
  3355: { zh: '马斯切拉诺' }, // J. Mascherano
  3359: { zh: '梅西' }, // L. Messi
  3445: { zh: '萨尔维奥' }, // E. Salvio
  3463: { zh: '法齐奥' }, // F. Fazio
  3551: { zh: '卡瓦列罗' }, // W. Caballero
  8325: { zh: '阿圭罗' }, // S. Agüero
  37732: { zh: '比格利亚' }, // L. Biglia
  70086: { zh: '奥塔门迪' }, // N. Otamendi
  86220: { zh: '梅尔卡多' }, // G. Mercado
  86234: { zh: '恩佐·佩雷斯' }, // E. Pérez
  86537: { zh: '古斯曼' }, // N. Guzmán
  86722: { zh: '塔利亚菲科' }, // N. Tagliafico
  89073: { zh: '阿库尼亚' }, // M. Acuña
  89186: { zh: '迪巴拉' }, // P. Dybala
  90991: { zh: '阿尔马尼' }, // F. Armani
  101652: { zh: '罗霍' }, // M. Rojo
  101742: { zh: '安萨尔迪' }, // C. Ansaldi
  146459: { zh: '梅萨' }, // M. Meza
  285396: { zh: '帕冯' }, // C. Pavón
  356237: { zh: '洛塞尔索' }, // G. Lo Celso
  // Spain
  3269: { zh: '阿尔巴' }, // Jordi Alba
  3304: { zh: '纳乔' }, // Nacho
  3306: { zh: '拉莫斯' }, // Sergio Ramos
  3341: { zh: '皮克' }, // Piqué
  3345: { zh: '蒂亚戈' }, // Thiago Alcântara
  3346: { zh: '布斯克茨' }, // Sergio Busquets
  3353: { zh: '伊涅斯塔' }, // Iniesta
  3397: { zh: '凯帕' }, // Arrizabalaga
  3443: { zh: '科克' }, // Koke
  3560: { zh: '蒙雷亚尔' }, // Nacho Monreal
  3563: { zh: '伊斯科' }, // Isco
  3840: { zh: '阿斯帕斯' }, // Iago Aspas
  4338: { zh: '迭戈·科斯塔' }, // Diego Costa
  4488: { zh: '索尔' }, // Saúl
  4498: { zh: '卢卡斯·巴斯克斯' }, // Lucas Vázquez
  4501: { zh: '卡瓦哈尔' }, // Daniel Carvajal
  7910: { zh: '德赫亚' }, // David de Gea
  7949: { zh: '雷纳' }, // Pepe Reina
  8317: { zh: '大卫·席尔瓦' }, // David Silva
  25553: { zh: '阿斯皮利奎塔' }, // Azpilicueta
  70129: { zh: '罗德里戈' }, // Rodrigo
  278289: { zh: '奥德里奥索拉' }, // Odriozola
  288091: { zh: '阿森西奥' }, // Marco Asensio
  // France
  3276: { zh: '拉米' }, // A. Rami
  3309: { zh: '瓦拉内' }, // R. Varane
  3682: { zh: '格列兹曼' }, // A. Griezmann
  7936: { zh: '博格巴' }, // P. Pogba
  8200: { zh: '恩宗齐' }, // S. N'Zonzi
  25381: { zh: '洛里斯' }, // H. Lloris
  25397: { zh: '乌姆蒂蒂' }, // S. Umtiti
  25418: { zh: '阿雷奥拉' }, // A. Aréola
  25437: { zh: '马图伊迪' }, // B. Matuidi
  25552: { zh: '曼丹达' }, // S. Mandanda
  25770: { zh: '托万' }, // F. Thauvin
  26010: { zh: '吉鲁' }, // O. Giroud
  26136: { zh: '门迪' }, // B. Mendy
  26196: { zh: '西迪贝' }, // D. Sidibé
  28115: { zh: '费基尔' }, // N. Fekir
  28922: { zh: '勒马尔' }, // T. Lemar
  31528: { zh: '坎特' }, // N. Kanté
  209091: { zh: '托利索' }, // C. Tolisso
  231138: { zh: '金彭贝' }, // P. Kimpembe
  279545: { zh: '卢卡斯·埃尔南德斯' }, // L. Hernández
  286390: { zh: '登贝莱' }, // O. Dembélé
  340646: { zh: '帕瓦尔' }, // B. Pavard
  353833: { zh: '姆巴佩' }, // K. Mbappé
  // Croatia
  3476: { zh: '拉基蒂奇' }, // I. Rakitić
  8287: { zh: '莫德里奇' }, // L. Modrić
  14771: { zh: '乔尔卢卡' }, // V. Ćorluka
  14812: { zh: '佩里西奇' }, // I. Perišić
  14943: { zh: '曼朱基奇' }, // M. Mandžukić
  25393: { zh: '洛夫伦' }, // D. Lovren
  69353: { zh: '洛夫雷·卡利尼奇' }, // L. Kalinić
  69396: { zh: '维达' }, // D. Vida
  69400: { zh: '巴德利' }, // M. Badelj
  69404: { zh: '科瓦契奇' }, // M. Kovačić
  69409: { zh: '弗尔萨利科' }, // Š. Vrsaljko
  69411: { zh: '克拉马里奇' }, // A. Kramarić
  69616: { zh: '雷比奇' }, // A. Rebić
  69964: { zh: '皮瓦里奇' }, // J. Pivarić
  69968: { zh: '布罗佐维奇' }, // M. Brozović
  105361: { zh: '斯特里尼奇' }, // I. Strinić
  135747: { zh: '苏巴西奇' }, // D. Subašić
  135784: { zh: '利瓦科维奇' }, // D. Livaković
  135810: { zh: '皮亚察' }, // M. Pjaca
  212604: { zh: '耶德瓦伊' }, // T. Jedvaj
  230626: { zh: '恰莱塔-查尔' }, // D. Ćaleta-Car
  231713: { zh: '布拉达里奇' }, // F. Bradarić
  // Portugal
  3305: { zh: '佩佩' }, // Pepe
  3322: { zh: 'C·罗纳尔多' }, // Cristiano Ronaldo
  8126: { zh: '若泽·丰特' }, // José Fonte
  22107: { zh: '马里奥·鲁伊' }, // Mário Rui
  25382: { zh: '安东尼·洛佩斯' }, // A. Lopes
  28907: { zh: '格雷罗' }, // Raphaël Guerreiro
  32597: { zh: '夸雷斯马' }, // Ricardo Quaresma
  32599: { zh: '曼努埃尔·费尔南德斯' }, // Manuel Fernandes
  37762: { zh: '威廉·卡瓦略' }, // William Carvalho
  70093: { zh: '穆蒂尼奥' }, // João Moutinho
  70134: { zh: '鲁伊·帕特里西奥' }, // Rui Patrício
  70381: { zh: '里卡多·佩雷拉' }, // Ricardo Pereira
  70389: { zh: '塞德里克' }, // Cédric Soares
  70403: { zh: '阿德里安·席尔瓦' }, // Adrien Silva
  70965: { zh: '若昂·马里奥' }, // João Mário
  83876: { zh: '贝托' }, // Beto
  101558: { zh: '布鲁诺·阿尔维斯' }, // Bruno Alves
  135927: { zh: '安德烈·席尔瓦' }, // André Silva
  227059: { zh: '热尔松·马丁斯' }, // Gelson Martins
  237034: { zh: '贡萨洛·格德斯' }, // Gonçalo Guedes
  243588: { zh: '布鲁诺·费尔南德斯' }, // Bruno Fernandes
  258154: { zh: '鲁本·迪亚斯' }, // Rúben Dias
  265673: { zh: '贝尔纳多·席尔瓦' }, // Bernardo Silva
};

/**
 * Chinese names of World Cup 2018 players of the European teams, by Wyscout player id (see
 * `world-cup-2018-player-names.ts` for the policy). The Latin short name of the source is the comment.
 */
export const EUROPEAN_PLAYER_NAMES: Readonly<Record<number, string>> = {
  // England
  11066: '斯特林', // R. Sterling
  8292: '罗斯', // D. Rose
  235555: '洛夫图斯-奇克', // R. Loftus-Cheek
  9380: '斯通斯', // J. Stones
  7918: '菲尔·琼斯', // P. Jones
  8653: '马奎尔', // H. Maguire
  210044: '戴尔', // E. Dier
  8945: '特里皮尔', // K. Trippier
  8464: '德尔夫', // F. Delph
  8717: '凯恩', // H. Kane
  10131: '皮克福德', // J. Pickford
  346101: '亚历山大-阿诺德', // T. Alexander-Arnold
  7945: '维尔贝克', // D. Welbeck
  7964: '亨德森', // J. Henderson
  8094: '巴特兰', // J. Butland
  8277: '沃克', // K. Walker
  12242: '波普', // N. Pope
  7887: '卡希尔', // G. Cahill
  12829: '瓦尔迪', // J. Vardy
  7939: '阿什利·扬', // A. Young
  397178: '拉什福德', // M. Rashford
  13484: '阿里', // D. Alli
  7934: '林加德', // J. Lingard
  // Belgium
  261: '沙德利', // N. Chadli
  7905: '卢卡库', // R. Lukaku
  263802: '蒂莱曼斯', // Y. Tielemans
  36: '阿尔德韦雷尔德', // T. Alderweireld
  37824: '默尼耶', // T. Meunier
  48: '维尔通亨', // J. Vertonghen
  25707: '阿扎尔', // E. Hazard
  38021: '德布劳内', // K. De Bruyne
  8307: '孔帕尼', // V. Kompany
  70123: '维特塞尔', // A. Witsel
  3429: '库尔图瓦', // T. Courtois
  134769: '卡拉斯科', // Y. Carrasco
  8034: '博亚塔', // D. Boyata
  261127: '雅努扎伊', // A. Januzaj
  134702: '登东克尔', // L. Dendoncker
  8514: '米尼奥莱', // S. Mignolet
  38093: '巴舒亚伊', // M. Batshuayi
  8249: '费莱尼', // M. Fellaini
  122: '默滕斯', // D. Mertens
  7860: '维尔马伦', // T. Vermaelen
  11152: '穆萨·登贝莱', // M. Dembélé
  // Germany
  3318: '赫迪拉', // S. Khedira
  134387: '格雷茨卡', // L. Goretzka
  18669: '赫克托', // J. Hector
  15024: '罗伊斯', // M. Reus
  173214: '维尔纳', // T. Werner
  134383: '聚勒', // N. Süle
  224593: '基米希', // J. Kimmich
  14712: '诺伊尔', // M. Neuer
  3319: '厄齐尔', // M. Özil
  14795: '胡梅尔斯', // M. Hummels
  14723: '克罗斯', // T. Kroos
  15811: '鲁迪', // S. Rudy
  14991: '金特尔', // M. Ginter
  14862: '德拉克斯勒', // J. Draxler
  15008: '特尔施特根', // M. ter Stegen
  15125: '普拉滕哈特', // M. Plattenhardt
  15062: '特拉普', // K. Trapp
  14808: '京多安', // İ. Gündoğan
  14748: '吕迪格', // A. Rüdiger
  14732: '穆勒', // T. Müller
  14731: '马里奥·戈麦斯', // M. Gómez
  146583: '布兰特', // J. Brandt
  14716: '博阿滕', // J. Boateng
  // Russia
  101576: '阿金费耶夫', // I. Akinfeev
  4513: '切里舍夫', // D. Cheryshev
  101669: '久巴', // A. Dzyuba
  257800: '戈洛温', // A. Golovin
  101583: '伊格纳舍维奇', // S. Ignashevich
  101707: '斯莫洛夫', // F. Smolov
  101857: '日尔科夫', // Y. Zhirkov
  101590: '扎戈耶夫', // A. Dzagoev
  41123: '马里奥·费尔南德斯', // Mário Fernandes
  101699: '萨梅多夫', // A. Samedov
  103682: '佐布宁', // R. Zobnin
  102157: '加津斯基', // Y. Gazinskiy
  101647: '库德里亚绍夫', // F. Kudryashov
  101825: '斯莫尔尼科夫', // I. Smolnikov
  103668: '库捷波夫', // I. Kutepov
  262048: '阿列克谢·米兰丘克', // Al. Miranchuk
  288708: '安东·米兰丘克', // An. Miranchuk
  101682: '格拉纳特', // V. Granat
  101953: '叶罗欣', // A. Erokhin
  // Denmark
  54: '埃里克森', // C. Eriksen
  8480: '舒梅切尔', // K. Schmeichel
  20433: '克亚尔', // S. Kjær
  56274: '波尔森', // Y. Poulsen
  55990: '德莱尼', // T. Delaney
  55968: '布雷斯韦特', // M. Braithwaite
  135103: '克里斯滕森', // A. Christensen
  55979: '马蒂亚斯·约尔根森', // M. Jørgensen
  15080: '尼古拉·约尔根森', // N. Jørgensen
  281254: '多尔贝里', // K. Dolberg
  241945: '西斯托', // P. Sisto
  405: '舍内', // L. Schöne
  15806: '韦斯特高', // J. Vestergaard
  135150: '科尔内柳斯', // A. Cornelius
  // Sweden
  123: '托伊沃宁', // O. Toivonen
  51132: '福斯贝里', // E. Forsberg
  71703: '林德洛夫', // V. Lindelöf
  21275: '格兰奎斯特', // A. Granqvist
  20876: '埃克达尔', // A. Ekdal
  8529: '拉尔松', // S. Larsson
  50798: '奥尔森', // R. Olsen
  14908: '贝里', // M. Berg
  51144: '克拉松', // V. Claesson
  51217: '奥古斯丁松', // L. Augustinsson
  61949: '卢斯蒂格', // M. Lustig
  151: '圭代蒂', // J. Guidetti
  // Switzerland
  49872: '沙奇里', // X. Shaqiri
  49876: '扎卡', // G. Xhaka
  49855: '索默', // Y. Sommer
  20465: '利希施泰纳', // S. Lichtsteiner
  14922: '里卡多·罗德里格斯', // R. Rodríguez
  297957: '阿坎吉', // M. Akanji
  50102: '舍尔', // F. Schär
  20766: '塞费罗维奇', // H. Seferović
  282772: '恩博洛', // B. Embolo
  21169: '杰马伊利', // B. Džemaili
  20938: '贝赫拉米', // V. Behrami
  49997: '祖贝尔', // S. Zuber
  50023: '德米奇', // J. Drmic
  7850: '朱鲁', // J. Djourou
  49977: '朗', // M. Lang
  360992: '扎卡里亚', // D. Zakaria
  // Poland
  14817: '莱万多夫斯基', // R. Lewandowski
  7849: '什琴斯尼', // W. Szczęsny
  7847: '法比安斯基', // Ł. Fabiański
  99902: '泽林斯基', // P. Zieliński
  25537: '克雷霍维亚克', // G. Krychowiak
  21097: '格利克', // K. Glik
  14798: '皮什切克', // Ł. Piszczek
  14804: '布瓦什奇科夫斯基', // J. Błaszczykowski
  99452: '米利克', // A. Milik
  33032: '格罗西茨基', // K. Grosicki
  240032: '贝德纳雷克', // J. Bednarek
  // Serbia
  265865: '米林科维奇-萨维奇', // S. Milinković-Savić
  383: '塔迪奇', // D. Tadić
  128214: '米特罗维奇', // A. Mitrović
  8306: '科拉罗夫', // A. Kolarov
  70122: '马蒂奇', // N. Matić
  7891: '伊万诺维奇', // B. Ivanović
  127796: '科斯蒂奇', // F. Kostić
  20941: '利亚伊奇', // A. Ljajić
  127671: '斯托伊科维奇', // V. Stojković
  424241: '米伦科维奇', // N. Milenković
  258264: '约维奇', // L. Jović
  140085: '日夫科维奇', // A. Živković
  127537: '米利沃耶维奇', // L. Milivojević
  // Croatia
  105376: '尼古拉·卡利尼奇', // N. Kalinić
};

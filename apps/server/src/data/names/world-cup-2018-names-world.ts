/**
 * Chinese names of World Cup 2018 players of the teams from outside Europe, by Wyscout player id (see
 * `world-cup-2018-player-names.ts` for the policy). The Latin short name of the source is the comment.
 */
export const WORLD_PLAYER_NAMES: Readonly<Record<number, string>> = {
  // Brazil
  105333: '威廉', // Willian
  340386: '热苏斯', // Gabriel Jesus
  40550: '保利尼奥', // Paulinho
  40810: '内马尔', // Neymar
  3310: '马塞洛', // Marcelo
  3431: '米兰达', // João Miranda
  3802: '库蒂尼奥', // Philippe Coutinho
  40707: '法格纳', // Fágner
  20394: '蒂亚戈·席尔瓦', // Thiago Silva
  105339: '费尔南迪尼奥', // Fernandinho
  214220: '阿利松', // Alisson
  105802: '泰森', // Taison
  40539: '马基尼奥斯', // Marquinhos
  40536: '卡西奥', // Cássio
  3434: '菲利佩·路易斯', // Filipe Luis
  71654: '埃德森', // Ederson
  40335: '弗雷德', // Fred
  105334: '道格拉斯·科斯塔', // Douglas Costa
  15808: '菲尔米诺', // Roberto Firmino
  14785: '雷纳托·奥古斯托', // Renato Augusto
  40756: '卡塞米罗', // Casemiro
  70083: '达尼洛', // Danilo
  // Uruguay
  3714: '斯图亚尼', // C. Stuani
  361807: '本坦库尔', // R. Bentancur
  299618: '南德斯', // N. Nández
  333571: '托雷拉', // L. Torreira
  32641: '穆斯莱拉', // F. Muslera
  116269: '拉克萨尔特', // D. Laxalt
  227894: '希门尼斯', // J. Giménez
  20460: '卡塞雷斯', // M. Cáceres
  3433: '戈丁', // D. Godín
  116349: '贝西诺', // M. Vecino
  7972: '苏亚雷斯', // L. Suárez
  7954: '科茨', // S. Coates
  213364: '德阿拉斯卡埃塔', // G. De Arrascaeta
  116166: '瓦雷拉', // G. Varela
  70116: '马克西·佩雷拉', // Maxi Pereira
  86340: '卡洛斯·桑切斯', // C. Sánchez
  395636: '马克西·戈麦斯', // Maxi Gómez
  70095: '克里斯蒂安·罗德里格斯', // C. Rodríguez
  21174: '卡瓦尼', // E. Cavani
  // Colombia
  255738: '莱尔马', // J. Lerma
  26518: '卡洛斯·桑切斯', // C. Sánchez
  91019: '金特罗', // J. Quintero
  246928: '巴里奥斯', // W. Barrios
  25662: '奥斯皮纳', // D. Ospina
  257762: '达文森·桑切斯', // D. Sánchez
  256634: '米纳', // Y. Mina
  20751: '夸德拉多', // J. Cuadrado
  3450: '法尔考', // R. Falcao
  70136: '阿里亚斯', // S. Arias
  3531: '萨帕塔', // C. Zapata
  37831: '巴卡', // C. Bacca
  20764: '穆列尔', // L. Muriel
  70096: '哈梅斯', // J. Rodríguez
  91702: '莫希卡', // J. Mojica
  91381: '伊斯基耶多', // J. Izquierdo
  4814: '阿吉拉尔', // A. Aguilar
  91002: '穆里略', // O. Murillo
  91502: '乌里韦', // A. Uribe
  91156: '博尔哈', // M. Borja
  // Mexico
  59003: '拉斐尔·马克斯', // R. Márquez
  7941: '哈维尔·埃尔南德斯', // J. Hernández
  3685: '贝拉', // C. Vela
  295156: '洛萨诺', // H. Lozano
  112459: '埃雷拉', // H. Herrera
  25816: '奥乔亚', // G. Ochoa
  3384: '瓜尔达多', // A. Guardado
  8297: '乔瓦尼·多斯桑托斯', // G. dos Santos
  3349: '乔纳森·多斯桑托斯', // J. dos Santos
  112392: '劳尔·希门尼斯', // R. Jiménez
  112366: '拉尤恩', // M. Layún
  3795: '莫雷诺', // H. Moreno
  112522: '科罗纳', // J. Corona
  112777: '阿亚拉', // H. Ayala
  448210: '埃德森·阿尔瓦雷斯', // E. Álvarez
  // Senegal
  25747: '马内', // S. Mané
  25726: '库利巴利', // K. Koulibaly
  25706: '伊德里萨·盖耶', // I. Gueye
  256480: '凯塔', // B. Keita
  25898: '尼昂', // M. Niang
  37725: '库亚特', // C. Kouyaté
  26115: '萨利夫·萨内', // S. Sané
  28529: '萨巴利', // Y. Sabaly
  26610: '萨科', // D. Sakho
  // Egypt
  120353: '萨拉赫', // Mohamed Salah
  120339: '埃尔内尼', // Mohamed Elneny
  120269: '哈达里', // Essam El Hadary
  119951: '赫加齐', // Ahmed Hegazy
  220112: '特雷泽盖', // Trézéguet
  8525: '穆罕默迪', // Ahmed El Mohamady
  120000: '舍纳维', // Mohamed El Shenawy
  // Saudi Arabia
  122832: '萨利姆·达瓦萨里', // Salem Al Dawsari
  // Iran
  79006: '阿兹蒙', // S. Azmoun
  79381: '贾汉巴赫什', // A. Jahanbakhsh
  238031: '贝兰万德', // A. Beiranvand
  79320: '塔雷米', // M. Taremi
  14939: '德贾加', // A. Dejagah
  79149: '安萨里法尔德', // K. Ansarifard
  // Morocco
  221039: '齐耶赫', // H. Ziyech
  396475: '阿什拉夫', // A. Hakimi
  20579: '贝纳蒂亚', // M. Benatia
  26226: '赛斯', // R. Saïss
  120631: '布努', // Y. Bounou
  285590: '索菲安·阿姆拉巴特', // S. Amrabat
  32968: '努尔丁·阿姆拉巴特', // N. Amrabat
  372915: '哈里特', // A. Harit
  447821: '恩内斯里', // Y. En-Nesyri
  25998: '贝兰达', // Y. Belhanda
  101846: '布苏法', // M. Boussoufa
  142: '艾哈迈迪', // K. El Ahmadi
  // Tunisia
  25776: '哈兹里', // W. Khazri
  // Panama
  125774: '佩内多', // J. Penedo
  112679: '巴洛伊', // F. Baloy
  // Nigeria
  101606: '艾哈迈德·穆萨', // A. Musa
  7898: '米克尔', // J. Obi Mikel
  8625: '摩西', // V. Moses
  285508: '伊希纳丘', // K. Iheanacho
  265366: '恩迪迪', // W. Ndidi
  230020: '伊沃比', // A. Iwobi
  5295: '伊哈洛', // O. Ighalo
  11093: '特鲁斯特-埃孔', // W. Troost-Ekong
  424624: '埃特博', // O. Etebo
  // Australia
  8247: '蒂姆·卡希尔', // T. Cahill
  8410: '耶迪纳克', // M. Jedinak
  62389: '穆伊', // A. Mooy
  61390: '瑞安', // M. Ryan
  15020: '莱基', // M. Leckie
  61407: '罗吉奇', // T. Rogić
  16151: '克鲁塞', // R. Kruse
  403613: '阿尔扎尼', // D. Arzani
  // Peru
  14909: '格雷罗', // P. Guerrero
  14872: '法尔范', // J. Farfán
  70156: '卡里略', // A. Carrillo
  114813: '奎瓦', // C. Cueva
  114798: '加莱塞', // P. Gallese
  114723: '约通', // Y. Yotún
  114709: '阿德温库拉', // L. Advíncula
  // Costa Rica
  3915: '纳瓦斯', // K. Navas
  11155: '布赖恩·鲁伊斯', // B. Ruiz
  26038: '坎贝尔', // J. Campbell
  125575: '瓦斯顿', // K. Waston
  55977: '甘博亚', // C. Gamboa
  51004: '博尔赫斯', // C. Borges
  55982: '奥维耶多', // B. Oviedo
  // Japan
  94828: '柴崎岳', // G. Shibasaki
  94650: '原口元气', // G. Haraguchi
  14836: '乾贵士', // T. Inui
  94831: '大迫勇也', // Y. Ōsako
  37896: '川岛永嗣', // E. Kawashima
  94695: '酒井宏树', // H. Sakai
  703: '吉田麻也', // M. Yoshida
  94814: '昌子源', // G. Shōji
  20517: '长友佑都', // Y. Nagatomo
  14929: '长谷部诚', // M. Hasebe
  14816: '香川真司', // S. Kagawa
  94764: '武藤嘉纪', // Y. Muto
  94630: '槙野智章', // T. Makino
  95108: '东口顺昭', // M. Higashiguchi
  14749: '酒井高德', // G. Sakai
  137653: '中村航辅', // K. Nakamura
  137661: '植田直通', // N. Ueda
  14763: '冈崎慎司', // S. Okazaki
  95349: '远藤航', // W. Endo
  94922: '大岛僚太', // R. Oshima
  14730: '宇佐美贵史', // T. Usami
  95010: '山口萤', // H. Yamaguchi
  101592: '本田圭佑', // K. Honda
  // Korea Republic
  15781: '具滋哲', // Ja-Cheol Koo
  51625: '文宣民', // Seon-Min Moon
  107424: '尹荣善', // Young-Sun Yun
  107413: '洪喆', // Chul Hong
  95200: '金英权', // Young-Gwon Kim
  138633: '张贤秀', // Hyun-Soo Jang
  14911: '孙兴慜', // Son Heung-Min
  107529: '李镕', // Yong Lee
  256043: '赵贤祐', // Hyun-Woo Cho
  95490: '郑又荣', // Woo-Young Jung
  299121: '李在城', // Jae-Sung Lee
  95299: '金珉友', // Min-Woo Kim
  61962: '奇诚庸', // Sung-Yeung Ki
  49862: '朴柱昊', // Joo-Ho Park
  107523: '金承奎', // Seung-Gyu Kim
  403546: '李升佑', // Lee Seung-Woo
  94987: '金镇铉', // Kim Jin-Hyeon
  107651: '吴反锡', // Ban-Suk Oh
  107548: '金信煜', // Shin-Wook Kim
  373054: '郑昇炫', // Seung-Hyeon Jung
  349687: '黄喜灿', // Hwang Hee-Chan
  107623: '高耀汉', // Yo-Han Go
  209567: '朱世钟', // Se-Jong Ju
};

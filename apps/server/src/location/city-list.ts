/** A city as written here: the rest (initial, World Cups, venues) is derived. */
export interface CityEntry {
  code: string;
  name: string;
  /** Pinyin without tones or spaces, lower case. */
  pinyin: string;
  country: string;
}

/**
 * The cities of the location chooser **(kanqiu design; docs/data.md §9)**: the host cities of the two
 * World Cups in the data (their stadiums are the venues of `/api/location/venue`), then China's
 * municipalities, provincial capitals (capitals of the autonomous regions included), the five cities
 * specifically designated in the state plan, and Hong Kong and Macao. Written by hand.
 */
export const CITY_LIST: readonly CityEntry[] = [
  { code: 'moscow', name: '莫斯科', pinyin: 'mosike', country: '俄罗斯' },
  { code: 'saint-petersburg', name: '圣彼得堡', pinyin: 'shengbidebao', country: '俄罗斯' },
  { code: 'kaliningrad', name: '加里宁格勒', pinyin: 'jialiningele', country: '俄罗斯' },
  { code: 'kazan', name: '喀山', pinyin: 'kashan', country: '俄罗斯' },
  { code: 'nizhny-novgorod', name: '下诺夫哥罗德', pinyin: 'xianuofugeluode', country: '俄罗斯' },
  { code: 'samara', name: '萨马拉', pinyin: 'samala', country: '俄罗斯' },
  { code: 'volgograd', name: '伏尔加格勒', pinyin: 'fuerjiagele', country: '俄罗斯' },
  { code: 'saransk', name: '萨兰斯克', pinyin: 'salansike', country: '俄罗斯' },
  {
    code: 'rostov-on-don',
    name: '顿河畔罗斯托夫',
    pinyin: 'dunhepanluosituofu',
    country: '俄罗斯',
  },
  { code: 'sochi', name: '索契', pinyin: 'suoqi', country: '俄罗斯' },
  { code: 'yekaterinburg', name: '叶卡捷琳堡', pinyin: 'yekajielinbao', country: '俄罗斯' },
  { code: 'al-khor', name: '豪尔', pinyin: 'haoer', country: '卡塔尔' },
  { code: 'lusail', name: '卢赛尔', pinyin: 'lusaier', country: '卡塔尔' },
  { code: 'al-rayyan', name: '赖扬', pinyin: 'laiyang', country: '卡塔尔' },
  { code: 'doha', name: '多哈', pinyin: 'duoha', country: '卡塔尔' },
  { code: 'al-wakrah', name: '沃克拉', pinyin: 'wokela', country: '卡塔尔' },
  { code: 'beijing', name: '北京', pinyin: 'beijing', country: '中国' },
  { code: 'tianjin', name: '天津', pinyin: 'tianjin', country: '中国' },
  { code: 'shanghai', name: '上海', pinyin: 'shanghai', country: '中国' },
  { code: 'chongqing', name: '重庆', pinyin: 'chongqing', country: '中国' },
  { code: 'shijiazhuang', name: '石家庄', pinyin: 'shijiazhuang', country: '中国' },
  { code: 'taiyuan', name: '太原', pinyin: 'taiyuan', country: '中国' },
  { code: 'huhehaote', name: '呼和浩特', pinyin: 'huhehaote', country: '中国' },
  { code: 'shenyang', name: '沈阳', pinyin: 'shenyang', country: '中国' },
  { code: 'changchun', name: '长春', pinyin: 'changchun', country: '中国' },
  { code: 'haerbin', name: '哈尔滨', pinyin: 'haerbin', country: '中国' },
  { code: 'nanjing', name: '南京', pinyin: 'nanjing', country: '中国' },
  { code: 'hangzhou', name: '杭州', pinyin: 'hangzhou', country: '中国' },
  { code: 'hefei', name: '合肥', pinyin: 'hefei', country: '中国' },
  { code: 'fuzhou', name: '福州', pinyin: 'fuzhou', country: '中国' },
  { code: 'nanchang', name: '南昌', pinyin: 'nanchang', country: '中国' },
  { code: 'jinan', name: '济南', pinyin: 'jinan', country: '中国' },
  { code: 'zhengzhou', name: '郑州', pinyin: 'zhengzhou', country: '中国' },
  { code: 'wuhan', name: '武汉', pinyin: 'wuhan', country: '中国' },
  { code: 'changsha', name: '长沙', pinyin: 'changsha', country: '中国' },
  { code: 'guangzhou', name: '广州', pinyin: 'guangzhou', country: '中国' },
  { code: 'nanning', name: '南宁', pinyin: 'nanning', country: '中国' },
  { code: 'haikou', name: '海口', pinyin: 'haikou', country: '中国' },
  { code: 'chengdu', name: '成都', pinyin: 'chengdu', country: '中国' },
  { code: 'guiyang', name: '贵阳', pinyin: 'guiyang', country: '中国' },
  { code: 'kunming', name: '昆明', pinyin: 'kunming', country: '中国' },
  { code: 'lasa', name: '拉萨', pinyin: 'lasa', country: '中国' },
  { code: 'xian', name: '西安', pinyin: 'xian', country: '中国' },
  { code: 'lanzhou', name: '兰州', pinyin: 'lanzhou', country: '中国' },
  { code: 'xining', name: '西宁', pinyin: 'xining', country: '中国' },
  { code: 'yinchuan', name: '银川', pinyin: 'yinchuan', country: '中国' },
  { code: 'wulumuqi', name: '乌鲁木齐', pinyin: 'wulumuqi', country: '中国' },
  { code: 'dalian', name: '大连', pinyin: 'dalian', country: '中国' },
  { code: 'qingdao', name: '青岛', pinyin: 'qingdao', country: '中国' },
  { code: 'ningbo', name: '宁波', pinyin: 'ningbo', country: '中国' },
  { code: 'xiamen', name: '厦门', pinyin: 'xiamen', country: '中国' },
  { code: 'shenzhen', name: '深圳', pinyin: 'shenzhen', country: '中国' },
  { code: 'xianggang', name: '香港', pinyin: 'xianggang', country: '中国' },
  { code: 'aomen', name: '澳门', pinyin: 'aomen', country: '中国' },
];

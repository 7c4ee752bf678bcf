/**
 * The default texts of the day pickers (date strip, calendar), in a module of their own beside
 * `UI_TEXT`: an object is bundled whole, so these reach only the routes that pick a day.
 */
export const DAY_TEXT = {
  stripLabel: '选择日期',
  previousDay: '前一天',
  nextDay: '后一天',
  openCalendar: '打开日历',
  today: '今天',
  hasLive: '有比赛进行中',
  weekdays: ['日', '一', '二', '三', '四', '五', '六'],
  /** `周三`. */
  weekday: (day: number) => `周${DAY_TEXT.weekdays[day] ?? ''}`,
} as const;

/** The calendar's own texts, apart so the date strip's routes do not carry them. */
export const CALENDAR_TEXT = {
  calendarLabel: '日历',
  previousMonth: '上个月',
  nextMonth: '下个月',
  /** `2018年6月`. */
  month: (year: number, month: number) => `${year}年${month}月`,
  hasMatches: '有比赛',
} as const;

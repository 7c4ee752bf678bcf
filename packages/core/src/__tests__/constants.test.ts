import { describe, expect, it } from 'vitest';
import * as core from '../index';

describe('constants of docs/behaviour.md §5 and §9', () => {
  it('has the values of the product under their names', () => {
    const expected: Record<string, number | string> = {
      REQUEST_TIMEOUT_MS: 60_000,
      SOCKET_TIMEOUT_MS: 60_000,
      UPLOAD_TIMEOUT_MS: 60_000,
      DOWNLOAD_TIMEOUT_MS: 60_000,
      ASYNC_PAGE_LOAD_DELAY_MS: 200,
      ASYNC_PAGE_LOAD_TIMEOUT_MS: 60_000,
      CHUNK_LOAD_TIMEOUT_MS: 120_000,
      SOCKET_PING_INTERVAL_MS: 10_000,
      SOCKET_PING_MESSAGE: 'ping',
      SOCKET_RECONNECT_DELAY_MS: 30_000,
      SOCKET_MAX_RECONNECT_ATTEMPTS: 6,
      SOCKET_NOT_CONNECTED_MESSAGE: 'WebSocket not connected',
      PULL_REFRESH_THRESHOLD: 50,
      PULL_REFRESH_RESET_MS: 1_000,
      TABLE_PULL_THRESHOLD: 45,
      BANNER_AUTOPLAY_MS: 2_000,
      BANNER_TRANSITION_MS: 500,
      SWIPER_AUTOPLAY_MS: 3_000,
      SWIPER_TRANSITION_MS: 300,
      SWIPER_HEIGHT: 130,
      TREND_LENGTH_FOOTBALL: 90,
      TREND_LENGTH_BASKETBALL: 40,
      TREND_PERIOD_DEFAULT: 10,
      TREND_PERIOD_TWO: 20,
      TABLE_HEIGHT_OFFSET_WITH_ROWS: 18,
      TABLE_HEIGHT_EMPTY: 258,
      TABLE_MEASURE_DELAY_MS: 100,
      TABS_SCROLL_THRESHOLD: 6,
      TEXTAREA_MAX_LENGTH: 140,
      APP_VERSION: '1.0.0',
      APP_VERSION_CODE: 100,
      TOAST_DURATION_MS: 2_000,
      NOTIFY_DURATION_MS: 3_000,
      THROTTLE_MS: 500,
      READ_MORE_COLLAPSE_HEIGHT: 400,
      BADGE_MAX: 999,
      MODAL_WIDTH_RPX: 650,
      MODAL_ANIMATION_MS: 400,
      TABS_ANIMATION_MS: 300,
      POPUP_Z_INDEX: 10_075,
      POPUP_DURATION_MS: 300,
      CALENDAR_MONTHS: 3,
      CALENDAR_ROW_HEIGHT: 56,
      DECIMAL_PRECISION: 15,
      CODE_COUNTDOWN_S: 60,
      ALBUM_MAX_IMAGES: 9,
      ALBUM_PER_ROW: 3,
      NOTICE_BAR_SPEED: 80,
      SLIDER_MIN: 0,
      SLIDER_MAX: 100,
      COUNT_UP_DURATION_MS: 2_000,
      NUMBER_BOX_MIN: 1,
      NUMBER_BOX_STEP: 1,
      CODE_INPUT_LENGTH: 6,
      DATE_RANGE_YEARS_BEFORE: 10,
      DATE_RANGE_YEARS_AFTER: 10,
    };
    for (const [name, value] of Object.entries(expected)) {
      expect({ name, value: (core as Record<string, unknown>)[name] }).toEqual({ name, value });
    }
  });

  it('has the filter options of docs/behaviour.md §9', () => {
    expect(core.OUTCOME_OPTIONS).toEqual(['win', 'lose']);
    expect(core.SESSION_FILTER_OPTIONS).toEqual([10, 20]);
  });

  it('spans a date range of 10 years either side', () => {
    expect(core.defaultDateRange(2026)).toEqual({ minYear: 2016, maxYear: 2036 });
  });

  it('does not toast the cheer-limit message', () => {
    expect(core.isSilentBusinessMessage(core.CHEER_LIMIT_MESSAGE)).toBe(true);
    expect(core.isSilentBusinessMessage('参数错误')).toBe(false);
    expect(core.isSilentBusinessMessage(undefined)).toBe(false);
  });
});

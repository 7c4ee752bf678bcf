import './theme/theme.css';

export type { AlertBannerProps } from './alert-banner/alert-banner';
export { AlertBanner } from './alert-banner/alert-banner';
export type { BadgeProps } from './badge/badge';
export { Badge } from './badge/badge';
export type { BannerProps } from './banner/banner';
export { Banner } from './banner/banner';
export type { BannerItem, BannerJump } from './banner/banner-types';
export type { CalendarProps } from './calendar/calendar';
export { Calendar } from './calendar/calendar';
export type { CodeInputProps } from './code-input/code-input';
export { CodeInput, codeDigits } from './code-input/code-input';
export type { CompareBarsProps, CompareRow } from './compare-bars/compare-bars';
export { CompareBars } from './compare-bars/compare-bars';
export type { DataTableProps } from './data-table/data-table';
export { DataTable } from './data-table/data-table';
export type {
  DataTableColumn,
  RowMeta,
  SortOrder,
  SortState,
  SortType,
  TableData,
  TableRow,
} from './data-table/data-table-types';
export type { RowGroup } from './data-table/group-rows';
export type { DateStripProps } from './date-strip/date-strip';
export { DateStrip } from './date-strip/date-strip';
export { addDays, weekdayOf } from './date-strip/day-math';
export type { EmptyStateProps, EmptyStateVariant } from './empty-state/empty-state';
export { EmptyState } from './empty-state/empty-state';
export type { FlashValueProps } from './flash-value/flash-value';
export { FlashValue } from './flash-value/flash-value';
export type { ImagePickerGridProps, PickedImage } from './image-picker/image-picker';
export { fitPicked, ImagePickerGrid } from './image-picker/image-picker';
export type {
  LineChartMarker,
  LineChartProps,
  LineChartSeries,
  LineChartTick,
} from './line-chart/line-chart';
export { LineChart } from './line-chart/line-chart';
export type { ChartPoint, ChartYScale } from './line-chart/line-chart-scale';
export { ResultChip } from './match-data-board/board-parts';
export type { MatchDataBoardProps } from './match-data-board/match-data-board';
export { MatchDataBoard } from './match-data-board/match-data-board';
export type {
  BoardMatch,
  BoardSide,
  BoardSummary,
  BoardTeamFilter,
  MatchResult,
} from './match-data-board/match-result';
export { matchResult, recentMatches, summarize } from './match-data-board/match-result';
export type { SegmentedProps } from './match-data-board/segmented';
export { Segmented } from './match-data-board/segmented';
export type { MessageOptions } from './message/message-store';
export type { NotifyKind, NotifyOptions } from './notify/notify';
export { clearNotify, NotifyViewport, showNotify } from './notify/notify';
export type { PitchProps } from './pitch/pitch';
export { Pitch } from './pitch/pitch';
export type { PitchPoint } from './pitch/pitch-geometry';
export { PITCH_LENGTH_M, PITCH_WIDTH_M, wyscoutToPitch } from './pitch/pitch-geometry';
export type { FormChipsProps } from './points-table/form-chips';
export { FormChips } from './points-table/form-chips';
export type { PointsTableProps, PointsTableRow } from './points-table/points-table';
export { PointsTable } from './points-table/points-table';
export type { PullRefreshProps, PullRefreshStatus } from './pull-refresh/pull-refresh';
export { PullRefresh } from './pull-refresh/pull-refresh';
export type { QrCodeProps } from './qr-code/qr-code';
export { QrCode } from './qr-code/qr-code';
export type { RatingBadgeProps, RatingBand } from './rating-badge/rating-badge';
export {
  RATING_EXCELLENT,
  RATING_FAIR,
  RATING_GOOD,
  RatingBadge,
  ratingBand,
  ratingText,
} from './rating-badge/rating-badge';
export type { RequestFailProps } from './request-fail/request-fail';
export { RequestFail } from './request-fail/request-fail';
export type {
  ScoreCardContext,
  ScoreCardData,
  ScoreCardLine,
  ScoreCardProps,
  ScoreCardSide,
} from './score-card/score-card';
export {
  drawScoreCard,
  SCORE_CARD_COLORS,
  SCORE_CARD_HEIGHT,
  SCORE_CARD_IMAGE_SCALE,
  SCORE_CARD_MAX_LINES,
  SCORE_CARD_WIDTH,
  ScoreCard,
  scoreCardImage,
  scoreCardText,
} from './score-card/score-card';
export type { SearchBoxProps } from './search-box/search-box';
export { SearchBox } from './search-box/search-box';
export type {
  SearchResultGroup,
  SearchResultItem,
  SearchResultsProps,
} from './search-results/search-results';
export { SearchResults } from './search-results/search-results';
export type { ShotChartProps } from './shot-chart/shot-chart';
export { ShotChart } from './shot-chart/shot-chart';
export type { ShotChartPlayer, ShotChartTeam } from './shot-chart/shot-chart-filter';
export type { ShotMapProps } from './shot-map/shot-map';
export { ShotMap } from './shot-map/shot-map';
export type { StarButtonProps } from './star-button/star-button';
export { StarButton } from './star-button/star-button';
export type { TabItem, TabsProps } from './tabs/tabs';
export { Tabs } from './tabs/tabs';
export type { TextareaCounterProps } from './textarea-counter/textarea-counter';
export { TextareaCounter } from './textarea-counter/textarea-counter';
export type { ToastKind, ToastOptions } from './toast/toast';
export { clearToast, showToast, ToastViewport } from './toast/toast';
export type { VirtualListProps } from './virtual-list/virtual-list';
export { VIRTUAL_OVERSCAN_PX, VirtualList } from './virtual-list/virtual-list';
export type { XgRaceChartProps } from './xg-race-chart/xg-race-chart';
export { XgRaceChart } from './xg-race-chart/xg-race-chart';

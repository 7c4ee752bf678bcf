/**
 * The user pages' calls: the fan, feedback, invitations, locations, agreements and the cheer activity.
 *
 * `@kanqiu/core/contract/user`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
export type {
  ActivityRegulation,
  CheerBoard,
  CheerBoardRequest,
  CheerChances,
  CheerRanking,
  CheerRankingRequest,
  CheerRequest,
  CheerSchedule,
  CheerSide,
  CheerSideTally,
  FanRankRow,
  TeamRankRow,
} from '../activity';
export {
  activityEmptyRequestSchema,
  activityRegulationCall,
  activityRegulationSchema,
  CHEER_SIDES,
  cheerBoardCall,
  cheerBoardRequestSchema,
  cheerBoardSchema,
  cheerCall,
  cheerChancesSchema,
  cheerRankingCall,
  cheerRankingRequestSchema,
  cheerRankingSchema,
  cheerRequestSchema,
  cheerScheduleCall,
  cheerScheduleMatchSchema,
  cheerScheduleSchema,
  cheerSideSchema,
  cheerSideTallySchema,
  fanRankRowSchema,
  teamRankRowSchema,
} from '../activity';
export type {
  Agreement,
  AgreementClause,
  AgreementRequest,
  AgreementSection,
  AgreementType,
} from '../agreement';
export {
  AGREEMENT_TYPES,
  agreementCall,
  agreementClauseSchema,
  agreementRequestSchema,
  agreementSchema,
  agreementSectionSchema,
} from '../agreement';
export type { Fan } from '../fan';
export { fanSchema, isoTimeSchema } from '../fan';
export type {
  FeedbackFields,
  FeedbackImage,
  FeedbackImageRequest,
  FeedbackList,
  FeedbackTicket,
} from '../feedback';
export {
  feedbackFieldsSchema,
  feedbackImageDownload,
  feedbackImageRequestSchema,
  feedbackImageSchema,
  feedbackListCall,
  feedbackListRequestSchema,
  feedbackListSchema,
  feedbackSubmitUpload,
  feedbackTicketSchema,
  ticketNoSchema,
} from '../feedback';
export type {
  AlertSettings,
  FollowEntry,
  FollowMergeRequest,
  FollowSetRequest,
  FollowState,
  FollowTarget,
} from '../follow';
export {
  alertSettingsSchema,
  DEFAULT_ALERT_SETTINGS,
  followAlertsCall,
  followEntrySchema,
  followListCall,
  followListRequestSchema,
  followMergeCall,
  followMergeRequestSchema,
  followSetCall,
  followSetRequestSchema,
  followStateSchema,
  followTargetSchema,
} from '../follow';
export type {
  InviteAcceptance,
  InviteAcceptRequest,
  InviteCodeInfo,
  InvitedFan,
  InviteList,
} from '../invite';
export {
  inviteAcceptanceSchema,
  inviteAcceptCall,
  inviteAcceptRequestSchema,
  inviteCodeCall,
  inviteCodeInfoSchema,
  inviteCodeSchema,
  invitedFanSchema,
  inviteEmptyRequestSchema,
  inviteListCall,
  inviteListSchema,
} from '../invite';
export type {
  City,
  CityChoice,
  CityChoiceRequest,
  CityList,
  Venue,
  VenueAnswer,
  VenueList,
  VenueRequest,
} from '../location';
export {
  cityChoiceRequestSchema,
  cityChoiceSchema,
  cityChooseCall,
  cityCurrentCall,
  cityListCall,
  cityListSchema,
  citySchema,
  locationEmptyRequestSchema,
  venueAnswerSchema,
  venueCall,
  venueListCall,
  venueListSchema,
  venueRequestSchema,
  venueSchema,
} from '../location';

import * as v from 'valibot';
import { API_PATHS } from '../api';
import {
  FEEDBACK_IMAGE_TYPES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX_LENGTH,
} from '../constants/feedback';
import { call } from './call-contract';
import { isoTimeSchema } from './fan';

/**
 * The text fields of `POST /api/feedback/submit` (a `multipart/form-data` body whose files are the
 * `images` parts; the server checks those by content, size and count).
 */
export const feedbackFieldsSchema = v.object({
  text: v.pipe(
    v.string('请填写反馈内容'),
    v.trim(),
    v.minLength(1, '请填写反馈内容'),
    v.maxLength(FEEDBACK_TEXT_MAX_LENGTH, `反馈内容最多 ${FEEDBACK_TEXT_MAX_LENGTH} 字`),
  ),
});
/** The text fields of a feedback upload. */
export type FeedbackFields = v.InferOutput<typeof feedbackFieldsSchema>;

/** A ticket number: `FK`, the Beijing day, a serial (`FK20261122000042`). */
export const ticketNoSchema = v.pipe(
  v.string('工单号格式不正确'),
  v.regex(/^FK\d{8}\d{6,}$/, '工单号格式不正确'),
);

/** One stored image of a ticket. */
export const feedbackImageSchema = v.object({
  /** 1-based, in the order uploaded. */
  index: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(FEEDBACK_MAX_IMAGES)),
  /** The type read from the content. */
  mime: v.picklist(FEEDBACK_IMAGE_TYPES),
  bytes: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
/** One stored image of a ticket. */
export type FeedbackImage = v.InferOutput<typeof feedbackImageSchema>;

/** A feedback ticket: `data` of a successful submit, and each entry of the list. */
export const feedbackTicketSchema = v.object({
  ticket_no: ticketNoSchema,
  created_at: isoTimeSchema,
  text: v.string(),
  images: v.array(feedbackImageSchema),
});
/** A feedback ticket. */
export type FeedbackTicket = v.InferOutput<typeof feedbackTicketSchema>;

/** Body of `POST /api/feedback/list`: nothing. */
export const feedbackListRequestSchema = v.object({});

/** `data` of `POST /api/feedback/list`. */
export const feedbackListSchema = v.object({
  /** The caller's tickets, newest first. */
  tickets: v.array(feedbackTicketSchema),
  /** Tickets the caller may still send today (Beijing day). */
  left_today: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
/** The caller's feedback tickets. */
export type FeedbackList = v.InferOutput<typeof feedbackListSchema>;

/** `POST /api/feedback/image`: which image of which of the caller's tickets. */
export const feedbackImageRequestSchema = v.object({
  ticket_no: ticketNoSchema,
  index: v.pipe(
    v.number('index 应为图片序号'),
    v.integer('index 应为图片序号'),
    v.minValue(1, 'index 应为图片序号'),
    v.maxValue(FEEDBACK_MAX_IMAGES, 'index 应为图片序号'),
  ),
});
/** Body of `POST /api/feedback/image`. */
export type FeedbackImageRequest = v.InferOutput<typeof feedbackImageRequestSchema>;

/** `POST /api/feedback/list` (token): the caller's tickets. */
export const feedbackListCall = call(
  API_PATHS.feedbackList,
  feedbackListRequestSchema,
  feedbackListSchema,
);

/**
 * `POST /api/feedback/submit` (token) is an upload, not a JSON call: a `multipart/form-data` body with
 * the fields of `fields` and up to 9 `images` files (`FEEDBACK_FORM_FIELDS`); the answer's `data` is
 * checked by `response`.
 */
export const feedbackSubmitUpload = {
  path: API_PATHS.feedbackSubmit,
  fields: feedbackFieldsSchema,
  response: feedbackTicketSchema,
} as const;

/**
 * `POST /api/feedback/image` (token): a JSON body checked by `request`, answered with the image's bytes
 * (its type in `Content-Type`), or with an error envelope.
 */
export const feedbackImageDownload = {
  path: API_PATHS.feedbackImage,
  request: feedbackImageRequestSchema,
} as const;

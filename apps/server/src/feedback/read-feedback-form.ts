import {
  FEEDBACK_FORM_FIELDS,
  FEEDBACK_IMAGE_MAX_BYTES,
  FEEDBACK_IMAGES_MAX_TOTAL_BYTES,
  FEEDBACK_MAX_IMAGES,
  FEEDBACK_TEXT_MAX_LENGTH,
} from '@kanqiu/core';
import { type FeedbackFields, feedbackFieldsSchema } from '@kanqiu/core/contract/user';
import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '../content/messages';
import { ApiCode } from '../http/api-code';
import { ApiError } from '../http/api-error';
import { parseBody } from '../http/parse-body';
import type { NewImage } from '../store/user-store';
import { imageTypeOf } from './image-type';

const MB = 1024 * 1024;

/** The limits `@fastify/multipart` applies while it reads the stream. */
export const FEEDBACK_MULTIPART_LIMITS = {
  // One more than allowed, so that a 10th image is seen and refused with its own message.
  files: FEEDBACK_MAX_IMAGES + 1,
  fileSize: FEEDBACK_IMAGE_MAX_BYTES,
  fields: 4,
  fieldSize: 4 * 1024,
  parts: FEEDBACK_MAX_IMAGES + 5,
  headerPairs: 20,
} as const;

/**
 * The largest feedback body: the images together, plus room for the text and the parts' headers.
 * A body announced above it is refused before a byte is read.
 */
export const FEEDBACK_BODY_MAX_BYTES = FEEDBACK_IMAGES_MAX_TOTAL_BYTES + 256 * 1024;

/**
 * Refuses a feedback body before it is read: one of unknown length (411) and one announced above
 * {@link FEEDBACK_BODY_MAX_BYTES} (4204, as images above the total would be).
 */
export function checkFeedbackLength(request: FastifyRequest): void {
  const announced = request.headers['content-length'];
  if (announced === undefined) {
    throw new ApiError(ApiCode.BadRequest, MESSAGES.feedbackLengthRequired, 411);
  }
  if (Number(announced) > FEEDBACK_BODY_MAX_BYTES) {
    throw new ApiError(
      ApiCode.FeedbackImagesTooLarge,
      MESSAGES.feedbackImagesTooLarge(FEEDBACK_IMAGES_MAX_TOTAL_BYTES / MB),
    );
  }
}

/**
 * Reads a feedback upload (`multipart/form-data`: a `text` field and up to 9 `images` files) and checks
 * it: the text with the contract's schema, each image's type by its content, its size, the count and
 * the total. The images are read into memory one at a time (each at most 2 MiB, 10 MiB together).
 *
 * @throws ApiError 4015 for a body that is not multipart, 4001 for a bad or unknown field, 4201 for
 * more than 9 images, 4202 for a part that is not an image, 4203 / 4204 for sizes.
 */
export async function readFeedbackForm(
  request: FastifyRequest,
): Promise<FeedbackFields & { images: NewImage[] }> {
  if (!request.isMultipart()) {
    throw new ApiError(ApiCode.UnsupportedMediaType, MESSAGES.feedbackNotMultipart, 415);
  }
  const fields: Record<string, string> = {};
  const images: NewImage[] = [];
  let total = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname !== FEEDBACK_FORM_FIELDS.text) {
          throw new ApiError(ApiCode.BadRequest, MESSAGES.feedbackUnknownPart(part.fieldname));
        }
        if (part.valueTruncated) {
          throw new ApiError(
            ApiCode.BadRequest,
            MESSAGES.invalidField(
              part.fieldname,
              MESSAGES.feedbackTextTooLong(FEEDBACK_TEXT_MAX_LENGTH),
            ),
          );
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== FEEDBACK_FORM_FIELDS.images) {
        throw new ApiError(ApiCode.BadRequest, MESSAGES.feedbackUnknownPart(part.fieldname));
      }
      const index = images.length + 1;
      if (index > FEEDBACK_MAX_IMAGES) {
        throw new ApiError(
          ApiCode.FeedbackTooManyImages,
          MESSAGES.feedbackTooManyImages(FEEDBACK_MAX_IMAGES),
        );
      }
      const data = await readImage(part.toBuffer(), index);
      const mime = imageTypeOf(data);
      if (!mime) throw new ApiError(ApiCode.FeedbackNotImage, MESSAGES.feedbackNotImage(index));
      total += data.byteLength;
      if (total > FEEDBACK_IMAGES_MAX_TOTAL_BYTES) {
        throw new ApiError(
          ApiCode.FeedbackImagesTooLarge,
          MESSAGES.feedbackImagesTooLarge(FEEDBACK_IMAGES_MAX_TOTAL_BYTES / MB),
        );
      }
      images.push({ mime, data });
    }
  } catch (error) {
    throw asApiError(error);
  }
  return { ...parseBody(feedbackFieldsSchema, fields), images };
}

async function readImage(read: Promise<Buffer>, index: number): Promise<Uint8Array> {
  try {
    return new Uint8Array(await read);
  } catch (error) {
    if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') {
      throw new ApiError(
        ApiCode.FeedbackImageTooLarge,
        MESSAGES.feedbackImageTooLarge(index, FEEDBACK_IMAGE_MAX_BYTES / MB),
      );
    }
    throw error;
  }
}

/** The multipart reader's own limit errors, in the envelope's words. */
function asApiError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  switch (codeOf(error)) {
    case 'FST_FILES_LIMIT':
      return new ApiError(
        ApiCode.FeedbackTooManyImages,
        MESSAGES.feedbackTooManyImages(FEEDBACK_MAX_IMAGES),
      );
  }
  // Whatever else the reader throws is about the bytes the client sent (a garbage body, no boundary,
  // a form that ends early, limits of parts or fields): the client's fault, never a server fault.
  return new ApiError(ApiCode.BadRequest, MESSAGES.malformedMultipart, 400);
}

function codeOf(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? Reflect.get(error, 'code') : undefined;
  return typeof code === 'string' ? code : undefined;
}

import fastifyMultipart from '@fastify/multipart';
import { beijingDay, FEEDBACK_DAILY_LIMIT } from '@kanqiu/core';
import { CALLS } from '@kanqiu/core/contract/calls';
import {
  type FeedbackTicket,
  feedbackImageDownload,
  feedbackSubmitUpload,
} from '@kanqiu/core/contract/user';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '../../content/messages';
import {
  checkFeedbackLength,
  FEEDBACK_MULTIPART_LIMITS,
  readFeedbackForm,
} from '../../feedback/read-feedback-form';
import { readTicketNumber, ticketNumber } from '../../feedback/ticket-number';
import type { FeedbackRecord, NewImage } from '../../store/user-store';
import { ApiCode } from '../api-code';
import { ApiError } from '../api-error';
import { success } from '../envelope';
import { parseBody } from '../parse-body';
import type { ServerContext } from '../server-context';
import { requireUser } from '../user-auth';
import { userContractRoute } from '../user-contract-route';

const EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

/**
 * Feedback: sending a ticket (`multipart/form-data`, the only call that is not JSON), the caller's
 * tickets, and one image of one of them. All need a token. The multipart reader is registered for the
 * submit call alone, so every other call still answers a non-JSON body with 4015.
 */
export async function registerFeedbackRoutes(
  app: FastifyInstance,
  context: ServerContext,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: FEEDBACK_MULTIPART_LIMITS,
      throwFileSizeLimit: true,
    });
    scope.post(feedbackSubmitUpload.path, async (request, reply) => {
      closingOnRefusal(reply, () => checkFeedbackLength(request));
      closingOnRefusal(reply, () => context.guards.take('write', request));
      const user = await requireUser(request, context);
      const now = context.clock.now();
      const day = beijingDay(now);
      const dailyLimit = () =>
        new ApiError(ApiCode.FeedbackDailyLimit, MESSAGES.feedbackDailyLimit(FEEDBACK_DAILY_LIMIT));
      // Refused before the upload is read; the store's own check holds against a race.
      if ((await context.store.feedbackOnDay(user.id, day)) >= FEEDBACK_DAILY_LIMIT) {
        throw dailyLimit();
      }
      closingOnRefusal(reply, () => context.guards.checkUploadRoom(request, user.id));
      const budget = context.guards.limits.feedbackStorageBytes;
      const stored = await context.store.feedbackStoredBytes();
      if (stored >= budget) throw storageFull();
      const release = closingOnRefusal(reply, () => context.guards.takeUploadSlot(request));
      const outcome = await readFeedbackForm(request)
        .then((form) => {
          if (stored + storedBytesOf(form) > budget) throw storageFull();
          context.guards.takeUpload(request, user.id, storedBytesOf(form));
          return context.store.addFeedback({ userId: user.id, ...form, day, at: now });
        })
        .finally(release);
      if (!outcome.ok) throw dailyLimit();
      return success(ticketOf(outcome.ticket));
    });
  });

  userContractRoute(app, context, CALLS.feedbackList, async (_body, user) => {
    const day = beijingDay(context.clock.now());
    const [tickets, sentToday] = await Promise.all([
      context.store.feedbackOf(user.id),
      context.store.feedbackOnDay(user.id, day),
    ]);
    return {
      tickets: tickets.map(ticketOf),
      left_today: Math.max(0, FEEDBACK_DAILY_LIMIT - sentToday),
    };
  });

  app.post(feedbackImageDownload.path, async (request, reply) => {
    const user = await requireUser(request, context);
    const { ticket_no, index } = parseBody(feedbackImageDownload.request, request.body);
    const ref = readTicketNumber(ticket_no);
    const owned = ref
      ? (await context.store.feedbackOf(user.id)).some(
          (ticket) => ticket.id === ref.id && ticket.day === ref.day,
        )
      : false;
    const image = owned && ref ? await context.store.feedbackImage(user.id, ref.id, index) : null;
    if (!image) throw new ApiError(ApiCode.NotFound, MESSAGES.unknownTicket);
    return reply
      .type(image.mime)
      .header('cache-control', 'private, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .header(
        'content-disposition',
        `inline; filename="${ticket_no}-${index}.${EXTENSIONS[image.mime] ?? 'bin'}"`,
      )
      .send(Buffer.from(image.data));
  });
}

/**
 * Runs a check whose refusal is meant for an abusive client (an unbounded, stalled or too frequent
 * upload): the answer closes the connection, so Node does not read (and discard) the rest. The
 * refusals a person meets (the day's tickets, the storage budget) let Node read the bounded rest,
 * so that a browser still sending sees the answer rather than a broken pipe.
 */
function closingOnRefusal<T>(reply: FastifyReply, check: () => T): T {
  try {
    return check();
  } catch (error) {
    reply.header('connection', 'close');
    throw error;
  }
}

function storageFull(): ApiError {
  return new ApiError(ApiCode.FeedbackStorageFull, MESSAGES.feedbackStorageFull);
}

/** What a ticket adds to the store: its images and its text as UTF-8. */
function storedBytesOf(form: { text: string; images: readonly NewImage[] }): number {
  const images = form.images.reduce((sum, image) => sum + image.data.byteLength, 0);
  return images + Buffer.byteLength(form.text);
}

function ticketOf(ticket: FeedbackRecord): FeedbackTicket {
  return {
    ticket_no: ticketNumber(ticket.day, ticket.id),
    created_at: new Date(ticket.createdAt).toISOString(),
    text: ticket.text,
    images: ticket.images.map((image) => ({
      index: image.index,
      mime: image.mime as FeedbackTicket['images'][number]['mime'],
      bytes: image.bytes,
    })),
  };
}

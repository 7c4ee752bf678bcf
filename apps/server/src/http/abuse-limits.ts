import { readInteger } from '../config-readers';
import type { BucketRate } from './address-buckets';

const MIB = 1024 * 1024;
const HOUR_S = 3_600;
const MINUTE_S = 60;

/**
 * The limits that keep one client from filling the server's disk, memory or connections, guessing
 * codes or inflating a board (docs/reliability.md §11). Rates are token buckets per client address
 * (an IPv6 /64 counts as one), except `uploadBytesPerUser`.
 */
export interface AbuseLimits {
  /** Calls (`/api/`) of one address a minute (`@fastify/rate-limit`). */
  apiRequestsPerMin: number;
  /** Requests of one address a minute for the app's own files, counted apart from the calls. */
  fileRequestsPerMin: number;
  /** Every write call (cheer, invitation, feedback, city, and each one added later) per address. */
  writeRate: BucketRate;
  /** Feedback bytes stored (images and text) per address: a burst, then a steady rate. */
  uploadBytesPerAddress: BucketRate;
  /** Feedback bytes stored per user. */
  uploadBytesPerUser: BucketRate;
  /** All feedback bytes the store may hold; beyond it a ticket is refused with 4206. */
  feedbackStorageBytes: number;
  /** Feedback uploads read at once (each holds at most 10 MiB of images in memory). */
  maxUploads: number;
  /** Feedback uploads read at once from one address. */
  maxUploadsPerAddress: number;
  /** Invitation codes tried (right or wrong) per address. */
  inviteGuessRate: BucketRate;
  /** Invitation code calls (each may issue a code) per address. */
  inviteIssueRate: BucketRate;
  /** Open HTTP connections (sockets included) of the whole server. */
  maxConnections: number;
  /** Open HTTP connections of one address. */
  maxConnectionsPerAddress: number;
  /** Seconds an idle keep-alive connection is kept. */
  keepAliveTimeoutS: number;
}

function perHour(count: number): BucketRate {
  return { capacity: count, perSecond: count / HOUR_S };
}

/** The defaults of {@link AbuseLimits}: roomy for a person, tight for a script. */
export const DEFAULT_ABUSE_LIMITS: AbuseLimits = {
  apiRequestsPerMin: 600,
  fileRequestsPerMin: 6_000,
  writeRate: { capacity: 30, perSecond: 30 / MINUTE_S },
  uploadBytesPerAddress: perHour(60 * MIB),
  uploadBytesPerUser: perHour(30 * MIB),
  feedbackStorageBytes: 2_048 * MIB,
  maxUploads: 8,
  maxUploadsPerAddress: 2,
  inviteGuessRate: perHour(30),
  inviteIssueRate: perHour(60),
  maxConnections: 4_000,
  maxConnectionsPerAddress: 128,
  keepAliveTimeoutS: 5,
};

/**
 * Reads the limits an operator may move: `API_REQUESTS_PER_MIN`, `FILE_REQUESTS_PER_MIN`,
 * `WRITE_CALLS_PER_MIN`, `UPLOAD_MB_PER_HOUR`,
 * `UPLOAD_MB_PER_HOUR_PER_USER`, `FEEDBACK_STORAGE_MB`, `UPLOADS_MAX`, `UPLOADS_PER_ADDRESS_MAX`,
 * `INVITE_GUESSES_PER_HOUR`, `INVITE_CODES_PER_HOUR`, `HTTP_MAX_CONNECTIONS`,
 * `HTTP_PER_ADDRESS_MAX`, `KEEP_ALIVE_TIMEOUT_S`. A rate's burst is its count.
 *
 * @throws Error naming the variable when a value cannot be used.
 */
export function readAbuseLimits(env: NodeJS.ProcessEnv): AbuseLimits {
  const d = DEFAULT_ABUSE_LIMITS;
  const int = (name: string, fallback: number, min: number, max: number) =>
    readInteger(env, name, fallback, min, max);
  const writes = int('WRITE_CALLS_PER_MIN', d.writeRate.capacity, 1, 1_000_000);
  const mb = (bytes: number) => Math.round(bytes / MIB);
  return {
    apiRequestsPerMin: int('API_REQUESTS_PER_MIN', d.apiRequestsPerMin, 1, 10_000_000),
    fileRequestsPerMin: int('FILE_REQUESTS_PER_MIN', d.fileRequestsPerMin, 1, 10_000_000),
    writeRate: { capacity: writes, perSecond: writes / MINUTE_S },
    uploadBytesPerAddress: perHour(
      int('UPLOAD_MB_PER_HOUR', mb(d.uploadBytesPerAddress.capacity), 11, 1_000_000) * MIB,
    ),
    uploadBytesPerUser: perHour(
      int('UPLOAD_MB_PER_HOUR_PER_USER', mb(d.uploadBytesPerUser.capacity), 11, 1_000_000) * MIB,
    ),
    feedbackStorageBytes:
      int('FEEDBACK_STORAGE_MB', mb(d.feedbackStorageBytes), 1, 100_000_000) * MIB,
    maxUploads: int('UPLOADS_MAX', d.maxUploads, 1, 10_000),
    maxUploadsPerAddress: int('UPLOADS_PER_ADDRESS_MAX', d.maxUploadsPerAddress, 1, 10_000),
    inviteGuessRate: perHour(
      int('INVITE_GUESSES_PER_HOUR', d.inviteGuessRate.capacity, 1, 1_000_000),
    ),
    inviteIssueRate: perHour(
      int('INVITE_CODES_PER_HOUR', d.inviteIssueRate.capacity, 1, 1_000_000),
    ),
    maxConnections: int('HTTP_MAX_CONNECTIONS', d.maxConnections, 1, 1_000_000),
    maxConnectionsPerAddress: int('HTTP_PER_ADDRESS_MAX', d.maxConnectionsPerAddress, 1, 1_000_000),
    keepAliveTimeoutS: int('KEEP_ALIVE_TIMEOUT_S', d.keepAliveTimeoutS, 1, 600),
  };
}

/**
 * Where the device keeps the follows made without a token (docs/follows.md). A module of its own:
 * the home page reads the key as it opens (early-follow-invite.tsx) without the follows' reader.
 */
export const DEVICE_FOLLOWS_KEY = 'kq.follows';

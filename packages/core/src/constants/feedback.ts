import { TEXTAREA_MAX_LENGTH } from './input-defaults';
import { ALBUM_MAX_IMAGES } from './ui-defaults';

/** Most characters of a feedback text: the textarea's 140. */
export const FEEDBACK_TEXT_MAX_LENGTH = TEXTAREA_MAX_LENGTH;

/** Most images one feedback carries: the album's 9. */
export const FEEDBACK_MAX_IMAGES = ALBUM_MAX_IMAGES;

/**
 * Largest image the server accepts, after the page has shrunk it **(kanqiu design)**: 2 MiB. A photo
 * scaled to 1600 px on its long side as JPEG quality 0.85 is typically 200–600 KB.
 */
export const FEEDBACK_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** Largest sum of the images of one feedback **(kanqiu design)**: 10 MiB. */
export const FEEDBACK_IMAGES_MAX_TOTAL_BYTES = 10 * 1024 * 1024;

/** The image types the server accepts, recognised by their content (magic bytes), not their name. */
export const FEEDBACK_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

/** Most feedback tickets one user may send per Beijing day **(kanqiu design)**: 10. */
export const FEEDBACK_DAILY_LIMIT = 10;

/** Names of the multipart form fields of a feedback upload. */
export const FEEDBACK_FORM_FIELDS = { text: 'text', images: 'images' } as const;

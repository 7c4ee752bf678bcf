import { drawScoreCard, SCORE_CARD_HEIGHT, SCORE_CARD_WIDTH } from './draw-score-card';
import type { ScoreCardData } from './score-card-data';

/** Pixels per card pixel of the shared image: 1440 × 1920, sharp on any phone. */
export const SCORE_CARD_IMAGE_SCALE = 2;

/**
 * Draws the card on a canvas of its own, off the page, and returns it as a PNG. Rejects when the
 * browser cannot draw (no 2D canvas) or encode it.
 */
export async function scoreCardImage(
  data: ScoreCardData,
  scale: number = SCORE_CARD_IMAGE_SCALE,
): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = SCORE_CARD_WIDTH * scale;
  canvas.height = SCORE_CARD_HEIGHT * scale;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.scale(scale, scale);
  drawScoreCard(ctx, data);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the card was not encoded'))),
      'image/png',
    );
  });
}

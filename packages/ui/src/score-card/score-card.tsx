import { useEffect, useRef } from 'react';
import { SCORE_CARD_TEXT as T } from '../texts/score-card-text';
import { drawScoreCard, SCORE_CARD_HEIGHT, SCORE_CARD_WIDTH } from './draw-score-card';
import { type ScoreCardData, scoreCardText } from './score-card-data';
import './score-card.css';

// The card's helpers leave the package through this module, so a bundler keeps them in the card's
// own chunk (with the package entry they would reach every page that imports a component).
export type { ScoreCardContext } from './draw-score-card';
export {
  drawScoreCard,
  SCORE_CARD_COLORS,
  SCORE_CARD_HEIGHT,
  SCORE_CARD_WIDTH,
} from './draw-score-card';
export type { ScoreCardData, ScoreCardLine, ScoreCardSide } from './score-card-data';
export { SCORE_CARD_MAX_LINES, scoreCardText } from './score-card-data';
export { SCORE_CARD_IMAGE_SCALE, scoreCardImage } from './score-card-image';

/** Props of {@link ScoreCard}. */
export interface ScoreCardProps {
  data: ScoreCardData;
  /** Device pixels per card pixel. @default window.devicePixelRatio (at least 1) */
  pixelRatio?: number;
  className?: string;
}

/**
 * The score card as the fan will share it, drawn on a canvas the width of its container: the same
 * drawing as the shared image (`scoreCardImage`), so what is previewed is what is sent. The canvas
 * is an image named by the card's text, for screen readers.
 */
export function ScoreCard({ data, pixelRatio, className }: ScoreCardProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const ratio = Math.max(1, pixelRatio ?? globalThis.devicePixelRatio ?? 1);
  useEffect(() => {
    const element = canvas.current;
    const ctx = element?.getContext('2d');
    if (!element || !ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawScoreCard(ctx, data);
  }, [data, ratio]);
  return (
    <figure className={['kq-score-card', className].filter(Boolean).join(' ')}>
      <canvas
        ref={canvas}
        className="kq-score-card__canvas"
        width={SCORE_CARD_WIDTH * ratio}
        height={SCORE_CARD_HEIGHT * ratio}
        role="img"
        aria-label={`${T.label}：${scoreCardText(data)}`}
      />
    </figure>
  );
}

import type { AlertKind } from '@kanqiu/core';
import { FOLLOW_TEXT } from '../texts/follow-text';
import './alert-banner.css';

/** Props of {@link AlertBanner}. */
export interface AlertBannerProps {
  /** What happened: sets the label (进球 / 红牌 / 开赛 / 完场) and the mark's colour. */
  kind: AlertKind;
  /** The main line, shown as text (`法国 2-1 克罗地亚`). */
  title: string;
  /** A second line (`2018世界杯 决赛 · 65'`); none when empty. */
  detail?: string;
  /** Tapping the banner: open the match. */
  onOpen: () => void;
  /** The close button. */
  onClose: () => void;
}

/**
 * The alert of a followed match (docs/follows.md): a banner over the top of whatever page the
 * fan is on, announced politely to screen readers; the whole banner opens the match, the cross
 * closes it.
 */
export function AlertBanner({ kind, title, detail, onOpen, onClose }: AlertBannerProps) {
  return (
    <div className="kq-alert" role="status" aria-label={FOLLOW_TEXT.alertRegion}>
      <button type="button" className="kq-alert__body" onClick={onOpen}>
        <span className={`kq-alert__mark kq-alert__mark--${kind}`}>{FOLLOW_TEXT.kinds[kind]}</span>
        <span className="kq-alert__text">
          <span className="kq-alert__title">{title}</span>
          {detail ? <span className="kq-alert__detail">{detail}</span> : null}
        </span>
        <span className="kq-visually-hidden">{FOLLOW_TEXT.open}</span>
      </button>
      <button
        type="button"
        className="kq-alert__close"
        aria-label={FOLLOW_TEXT.close}
        onClick={onClose}
      >
        <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            d="M6 6l12 12M18 6L6 18"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
      </button>
    </div>
  );
}

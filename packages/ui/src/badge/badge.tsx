import { BADGE_MAX } from '@kanqiu/core';
import type { ReactNode } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import './badge.css';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** A count or a short text; a count above `max` shows as `max+`. Nothing shows for 0 unless `showZero`. */
  content?: number | string;
  /** The largest count shown as is. @default 999 (`BADGE_MAX`) */
  max?: number;
  /** A small dot instead of content. */
  dot?: boolean;
  /** Show a count of 0. */
  showZero?: boolean;
  /** What the badge sits on; without it the badge stands alone. */
  children?: ReactNode;
  className?: string;
}

/** The text a badge shows for `content`: counts above `max` become `max+`. */
export function badgeText(content: number | string, max: number = BADGE_MAX): string {
  if (typeof content === 'number' && content > max) return `${max}${UI_TEXT.badge.overflowSuffix}`;
  return String(content);
}

/** A count or dot badge, e.g. on a tab or an icon. */
export function Badge({
  content,
  max = BADGE_MAX,
  dot = false,
  showZero = false,
  children,
  className,
}: BadgeProps) {
  const hidden = !dot && (content === undefined || content === '' || (content === 0 && !showZero));
  const mark = hidden ? null : (
    <span
      className={[
        'kq-badge__mark',
        dot && 'kq-badge__mark--dot',
        children && 'kq-badge__mark--fixed',
      ]
        .filter(Boolean)
        .join(' ')}
    >
      {dot || content === undefined ? null : badgeText(content, max)}
    </span>
  );
  if (!children) return mark;
  return (
    <span className={['kq-badge', className].filter(Boolean).join(' ')}>
      {children}
      {mark}
    </span>
  );
}

import type { ReactNode } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import { NoDataIllustration, NoNetworkIllustration } from './empty-illustrations';
import './empty-state.css';

/** Which empty state to show. */
export type EmptyStateVariant = 'no-data' | 'no-network';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** `no-data` (default) for an empty list, `no-network` when the signal is lost. */
  variant?: EmptyStateVariant;
  /** Replaces the built-in illustration. */
  image?: ReactNode;
  /** The main line. @default '暂无数据', or '网络信号丢失' for `no-network` */
  description?: ReactNode;
  /** A second, weaker line. Defaults to a hint for `no-network`, none for `no-data`. */
  hint?: ReactNode;
  /** Actions below the text, e.g. a retry button. */
  children?: ReactNode;
  className?: string;
}

/** An empty-state view (docs/behaviour.md §2, §8): an illustration and a line saying there is nothing to show. */
export function EmptyState({
  variant = 'no-data',
  image,
  description,
  hint,
  children,
  className,
}: EmptyStateProps) {
  const noNetwork = variant === 'no-network';
  const text =
    description ?? (noNetwork ? UI_TEXT.emptyState.noNetwork : UI_TEXT.emptyState.noData);
  const weak = hint ?? (noNetwork ? UI_TEXT.emptyState.noNetworkHint : null);
  return (
    <div className={['kq-empty-state', className].filter(Boolean).join(' ')} data-variant={variant}>
      <div className="kq-empty-state__image">
        {image ?? (noNetwork ? <NoNetworkIllustration /> : <NoDataIllustration />)}
      </div>
      <p className="kq-empty-state__description">{text}</p>
      {weak ? <p className="kq-empty-state__hint">{weak}</p> : null}
      {children ? <div className="kq-empty-state__actions">{children}</div> : null}
    </div>
  );
}

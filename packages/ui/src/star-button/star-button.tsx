import { FOLLOW_TEXT } from '../texts/follow-text';
import './star-button.css';

/** Props of {@link StarButton}. */
export interface StarButtonProps {
  /** Followed now. */
  on: boolean;
  /** What the star follows, in Chinese (`法国`): read out as `关注法国` / `取消关注法国`. */
  name: string;
  /** Called with the state the fan asks for. Not called while `pending` or `disabled`. */
  onToggle: (next: boolean) => void;
  /** The change is being saved: the star shows it and takes no tap. */
  pending?: boolean;
  /**
   * The fan follows as much as allowed: an unfollowed star looks spent but still takes a tap, so the
   * page can say why nothing was added.
   */
  atLimit?: boolean;
  /** Nothing can be followed here (no data yet). */
  disabled?: boolean;
  /** Icon size in px. @default 20 */
  size?: number;
  className?: string;
}

/** The follow star (关注): outlined when off, filled when on; a toggle button with `aria-pressed`. */
export function StarButton({
  on,
  name,
  onToggle,
  pending = false,
  atLimit = false,
  disabled = false,
  size = 20,
  className,
}: StarButtonProps) {
  const spent = atLimit && !on;
  const classes = [
    'kq-star',
    on && 'kq-star--on',
    pending && 'kq-star--pending',
    spent && 'kq-star--limit',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={on}
      aria-label={on ? FOLLOW_TEXT.unfollow(name) : FOLLOW_TEXT.follow(name)}
      aria-busy={pending || undefined}
      title={spent ? FOLLOW_TEXT.atLimit : pending ? FOLLOW_TEXT.pending : undefined}
      disabled={disabled}
      onClick={(event) => {
        // The star often sits on a row that is itself a link.
        event.preventDefault();
        event.stopPropagation();
        if (!pending) onToggle(!on);
      }}
    >
      <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
        <path
          d="M12 3.2l2.7 5.5 6 .9-4.35 4.25 1.03 6-5.38-2.83-5.38 2.83 1.03-6L3.3 9.6l6-.9z"
          strokeWidth="1.8"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

import { playerHref } from './player-link';
import './player-name.css';

/** Props of {@link PlayerName}. */
export interface PlayerNameProps {
  /** The player's Wyscout id; `null` where the data names the player only (no page to open). */
  id: string | null | undefined;
  name: string;
  className?: string;
}

/**
 * A football player's name as every list shows it: a link to his page when the data knows who he
 * is, plain text otherwise. It keeps the look of the text around it; the page's own class styles it.
 */
export function PlayerName({ id, name, className }: PlayerNameProps) {
  const classes = ['kq-player-name', className].filter(Boolean).join(' ');
  if (!id) return <span className={classes}>{name}</span>;
  return (
    <a className={`${classes} kq-player-name--link`} href={playerHref(id)}>
      {name}
    </a>
  );
}

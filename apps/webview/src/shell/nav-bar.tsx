import type { ReactNode } from 'react';
import { memo } from 'react';
import { navigateBack } from '../routing/navigation';
import type { NavStyle } from '../routing/routes';
import { SHELL_TEXT } from './texts';

/** Props of {@link NavBar}. */
export interface NavBarProps {
  title: string;
  /** `custom`: the app's own bar; `default`: a plain host-style bar (docs/behaviour.md §2). */
  navStyle: NavStyle;
  /** Hide the back button (the entry page). */
  hideBack?: boolean;
  right?: ReactNode;
}

/** The top bar of every page. */
function NavBarView({ title, navStyle, hideBack = false, right }: NavBarProps) {
  return (
    <header className={`app-nav app-nav--${navStyle}`} data-nav-style={navStyle}>
      {hideBack ? (
        <span className="app-nav__side" />
      ) : (
        <button
          type="button"
          className="app-nav__side app-nav__back"
          aria-label={SHELL_TEXT.back}
          onClick={() => navigateBack()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      )}
      <h1 className="app-nav__title">{title}</h1>
      <span className="app-nav__side app-nav__right">{right}</span>
    </header>
  );
}

/** {@link NavBarView}, rendered again only when its props change. */
export const NavBar = memo(NavBarView);

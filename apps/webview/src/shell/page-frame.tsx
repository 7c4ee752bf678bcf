import { type ReactNode, useEffect } from 'react';
import type { NavStyle } from '../routing/routes';
import { NavBar } from './nav-bar';
import { SHELL_TEXT } from './texts';

/** Props of {@link PageFrame}. */
export interface PageFrameProps {
  title: string;
  navStyle?: NavStyle;
  hideBack?: boolean;
  navRight?: ReactNode;
  children: ReactNode;
}

/** A page: its top bar, its document title and its content column. */
export function PageFrame({
  title,
  navStyle = 'custom',
  hideBack,
  navRight,
  children,
}: PageFrameProps) {
  useEffect(() => {
    document.title = title === SHELL_TEXT.appName ? title : `${title} - ${SHELL_TEXT.appName}`;
  }, [title]);
  return (
    <div className="app-page">
      <NavBar title={title} navStyle={navStyle} hideBack={hideBack} right={navRight} />
      <main className="app-page__body">{children}</main>
    </div>
  );
}

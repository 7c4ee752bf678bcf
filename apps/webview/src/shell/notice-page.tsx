import type { ReactNode } from 'react';
import { navigateBack, pagePath, reLaunch } from '../routing/navigation';
import type { NavStyle } from '../routing/routes';
import { PageFrame } from './page-frame';
import { SHELL_TEXT } from './texts';

/** Props of {@link NoticePage}. */
export interface NoticePageProps {
  title: string;
  navStyle?: NavStyle;
  heading: string;
  body: string;
  icon?: ReactNode;
}

/** A full page that explains itself and offers a way back and a way home. */
export function NoticePage({ title, navStyle, heading, body, icon }: NoticePageProps) {
  return (
    <PageFrame title={title} navStyle={navStyle}>
      <section className="app-notice" aria-live="polite">
        <div className="app-notice__icon" aria-hidden="true">
          {icon ?? (
            <svg viewBox="0 0 64 64" width="64" height="64" aria-hidden="true">
              <circle cx="32" cy="32" r="26" fill="none" stroke="currentColor" strokeWidth="3" />
              <path
                d="M32 6c6 7 9 16 9 26s-3 19-9 26M32 6c-6 7-9 16-9 26s3 19 9 26M8 24h48M8 40h48"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                opacity=".55"
              />
            </svg>
          )}
        </div>
        <h2 className="app-notice__heading">{heading}</h2>
        <p className="app-notice__body">{body}</p>
        <div className="app-notice__actions">
          <button type="button" className="app-button" onClick={() => navigateBack()}>
            {SHELL_TEXT.back}
          </button>
          <button
            type="button"
            className="app-button app-button--primary"
            onClick={() => reLaunch(pagePath('home'))}
          >
            {SHELL_TEXT.home}
          </button>
        </div>
      </section>
    </PageFrame>
  );
}

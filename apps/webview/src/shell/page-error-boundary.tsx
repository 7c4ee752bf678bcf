import { Component, type ErrorInfo, type ReactNode } from 'react';
import { readOnline } from '../app/use-online';
import type { NavStyle } from '../routing/routes';
import { loadChunkRecovery } from './after-load';
import { BootSkeletonGone } from './boot-skeleton';
import { PageFrame } from './page-frame';
import { SHELL_TEXT } from './texts';

interface Props {
  /** The route's title: the failure shows in the page's normal frame, top bar and back button. */
  title: string;
  navStyle?: NavStyle;
  /** Called before the boundary renders its children again after "retry". */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The device had no network when the page failed. */
  offline: boolean;
}

/**
 * Catches a page that failed to load or render and shows it in the page's frame, in Chinese (the
 * error's own text is English and technical: a chunk URL, a stack; it stays in the console). It
 * loads the page again by itself when the network returns, and reloads the app once when a new
 * build replaced the page's code.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, offline: false };

  static getDerivedStateFromError(error: Error): Partial<State> {
    return { error, offline: !readOnline() };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[kanqiu] page failed', error, info.componentStack);
    if (error.name === 'ChunkLoadError' && readOnline()) {
      void loadChunkRecovery()
        .then((recovery) => recovery.reloadIntoNewBuild())
        .catch(() => undefined);
    }
  }

  override componentDidMount(): void {
    window.addEventListener('online', this.retryWhenBroken);
  }

  override componentWillUnmount(): void {
    window.removeEventListener('online', this.retryWhenBroken);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null, offline: false });
  };

  private readonly retryWhenBroken = () => {
    if (this.state.error) this.retry();
  };

  override render() {
    const { error, offline } = this.state;
    if (!error) return this.props.children;
    const heading = offline
      ? SHELL_TEXT.offlineHeading
      : error.name === 'ChunkLoadError'
        ? SHELL_TEXT.loadTimeout
        : SHELL_TEXT.loadFailed;
    return (
      <PageFrame title={this.props.title} navStyle={this.props.navStyle}>
        {/* A skeleton held for the page's data (boot-skeleton.tsx) would hide this notice. */}
        <BootSkeletonGone />
        <section className="app-notice" role="alert">
          <h2 className="app-notice__heading">{heading}</h2>
          <p className="app-notice__body">
            {offline ? SHELL_TEXT.offlineBody : SHELL_TEXT.loadFailedBody}
          </p>
          <div className="app-notice__actions">
            <button type="button" className="app-button app-button--primary" onClick={this.retry}>
              {SHELL_TEXT.retry}
            </button>
          </div>
        </section>
      </PageFrame>
    );
  }
}

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SHELL_TEXT } from './texts';

interface Props {
  /** Called before the boundary renders its children again after "retry". */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Catches a page that failed to load or render, and offers to load it again. */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[kanqiu] page failed', error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <section className="app-notice" role="alert">
        <h2 className="app-notice__heading">
          {error.name === 'ChunkLoadError' ? SHELL_TEXT.loadTimeout : SHELL_TEXT.loadFailed}
        </h2>
        {/* The error's own text is English and technical (a chunk URL, a stack): it stays in the console. */}
        <p className="app-notice__body">{SHELL_TEXT.loadFailedBody}</p>
        <div className="app-notice__actions">
          <button type="button" className="app-button app-button--primary" onClick={this.retry}>
            {SHELL_TEXT.retry}
          </button>
        </div>
      </section>
    );
  }
}

import { NoticePage } from '../../shell/notice-page';
import { PageFrame } from '../../shell/page-frame';
import { HOME_TEXT } from './home-texts';

/** The URL of a web page the generic webview may show: http(s) only, never `javascript:` or `data:`. */
export function embeddableUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The generic webview of docs/behaviour.md §2 (`/pages/webview/webview?url=…`): shows a web page in the app's frame.
 * The page runs sandboxed: scripts and forms, no access to the app.
 */
export function WebviewEmbed({ url, title }: { url: string; title: string | null }) {
  const safe = embeddableUrl(url);
  if (!safe) {
    return (
      <NoticePage
        title={HOME_TEXT.embedTitle}
        heading={HOME_TEXT.embedInvalid}
        body={HOME_TEXT.embedInvalidBody}
      />
    );
  }
  return (
    <PageFrame title={title || HOME_TEXT.embedTitle}>
      <iframe
        className="home-embed"
        src={safe}
        title={title || HOME_TEXT.embedTitle}
        sandbox="allow-scripts allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </PageFrame>
  );
}

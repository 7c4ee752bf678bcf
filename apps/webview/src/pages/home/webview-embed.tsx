import { checkWebUrl, type UrlPolicy } from '@kanqiu/core';
import { useServices } from '../../app/services-context';
import { NoticePage } from '../../shell/notice-page';
import { PageFrame } from '../../shell/page-frame';
import { HOME_TEXT } from './home-texts';

/**
 * The URL of a web page the generic webview may show, by the app's URL policy: `https:` pages (and
 * `http:` ones of the development allowlist), never `javascript:` or `data:`; `null` otherwise.
 */
export function embeddableUrl(raw: string, policy: UrlPolicy): string | null {
  const verdict = checkWebUrl(raw, policy);
  if (!verdict.ok || verdict.url.startsWith('/')) return null;
  return new URL(verdict.url).href;
}

/**
 * The generic webview of docs/behaviour.md §2 (`/pages/webview/webview?url=…`): shows a web page in the app's frame.
 * The page runs sandboxed: scripts and forms, no access to the app.
 */
export function WebviewEmbed({ url, title }: { url: string; title: string | null }) {
  const { config } = useServices();
  const safe = embeddableUrl(url, config.urlPolicy);
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

import { APP_VERSION, pickQuote } from '@kanqiu/core';
import { useState } from 'react';
import { PageFrame } from '../../shell/page-frame';

/** The entry page (`/`, alias `pages/webview/webview`). */
export function HomePage() {
  const [quote] = useState(() => pickQuote('football'));
  return (
    <PageFrame title="看球" hideBack>
      <section className="app-notice">
        <p className="app-notice__body">{quote}</p>
        <p className="app-notice__body">版本 {APP_VERSION}</p>
      </section>
    </PageFrame>
  );
}

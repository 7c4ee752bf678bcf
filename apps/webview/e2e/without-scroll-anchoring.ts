import type { Page } from '@playwright/test';

/**
 * Makes the page a browser without CSS scroll anchoring, as WebKit (iOS's WKWebView) is: anchoring
 * off everywhere, and `CSS.supports('overflow-anchor', …)` false, so the feeds keep the reader's place
 * themselves. Call before the page is opened.
 */
export async function withoutScrollAnchoring(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const supports = CSS.supports.bind(CSS);
    CSS.supports = ((property: string, value?: string) =>
      property.trim().startsWith('overflow-anchor')
        ? false
        : value === undefined
          ? supports(property)
          : supports(property, value)) as typeof CSS.supports;
    // A constructed sheet: the page's content security policy allows no inline style element.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('* { overflow-anchor: none !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
}

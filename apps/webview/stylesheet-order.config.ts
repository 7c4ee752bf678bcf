import type { Plugin } from 'vite';

/** Vite's loader of a lazy chunk's scripts and stylesheets. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
/** Where that loader puts each `<link>` it adds. */
const HEAD_INSERT = 'document.head.appendChild(link)';
/** Where the app needs it: after its own stylesheet, which the document puts at the end of the body. */
const BODY_INSERT = 'document.body.appendChild(link)';

/**
 * Stylesheets loaded later (a page's or a sheet's own rules) go after the app's stylesheet. The
 * document places the app's stylesheet at the end of its body, so that the skeleton above it paints
 * from the first response (first-paint.config.ts, docs/performance.md); Vite's loader appends a lazy
 * chunk's stylesheet to the head, where it would come before the app's stylesheet and lose every tie
 * against it (the share sheet's narrower card, for one). This points the loader at the body instead,
 * so the order is the one the rules were written for: the app's first, a page's own after. The
 * loader runs from module scripts, after the body has been parsed. The build fails if the loader no
 * longer has the line this changes, rather than shipping pages styled in the wrong order.
 */
export function lateStylesheetsLast(): Plugin {
  let changed = false;
  return {
    name: 'kanqiu:late-stylesheets-last',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      if (!code.includes(HEAD_INSERT)) {
        this.error(`Vite's preload helper no longer has "${HEAD_INSERT}"`);
      }
      changed = true;
      return { code: code.replaceAll(HEAD_INSERT, BODY_INSERT), map: null };
    },
    generateBundle(_options, bundle) {
      const lazy = Object.values(bundle).some(
        (item) => item.type === 'chunk' && item.dynamicImports.length > 0,
      );
      if (lazy && !changed)
        this.error("Vite's preload helper was not seen: late stylesheets would go into the head");
    },
  };
}

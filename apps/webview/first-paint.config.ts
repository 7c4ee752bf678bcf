import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, type Plugin } from 'vite';

/** The first paint's style: the dark page and the skeleton's shapes (docs/webview.md, "Loading"). */
const BOOT_STYLE = fileURLToPath(new URL('./src/shell/boot.css', import.meta.url));
/** The few lines that pick the skeleton's shape from the route in the hash. */
const BOOT_SCRIPT = fileURLToPath(new URL('./src/shell/boot.js', import.meta.url));
/** The app's own stylesheets, as the build links them in the head. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** The style without its comments and spaces: it travels in every document. */
function compactStyle(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/([{;][\w-]+):\s+/g, '$1:')
    .replace(/;}/g, '}')
    .trim();
}

/**
 * Puts the first paint into the document itself (docs/performance.md, "The first paint from the
 * document"): the skeleton's style and the script that picks its shape go inline in the head, so
 * the skeleton paints from the first response, with no request of its own. The server allows exactly
 * these two blocks by their hashes (apps/server/src/http/index-document.ts), never any other inline
 * code. The app's stylesheets move to the end of the body: the skeleton above them paints without
 * waiting for them, and the app's module script still runs only once they have loaded.
 */
export function inlineFirstPaint(): Plugin {
  return {
    name: 'kanqiu:inline-first-paint',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const style = compactStyle(readFileSync(BOOT_STYLE, 'utf8'));
        const script = (await minify('boot.js', readFileSync(BOOT_SCRIPT, 'utf8'))).code.trim();
        const links = html.match(STYLESHEET_LINK) ?? [];
        return html
          .replace(STYLESHEET_LINK, '')
          .replace(
            '</title>',
            () => `</title>\n    <style>${style}</style>\n    <script>${script}</script>`,
          )
          .replace(
            /\s*<\/body>/,
            () => `${links.map((link) => `\n    ${link.trim()}`).join('')}\n  </body>`,
          );
      },
    },
  };
}

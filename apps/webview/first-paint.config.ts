import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, type Plugin } from 'vite';
import { routeFilesOf } from './route-preload.config';

/** The first paint's style: the dark page and the skeleton's shapes (docs/webview.md, "Loading"). */
const BOOT_STYLE = fileURLToPath(new URL('./src/shell/boot.css', import.meta.url));
/** The few lines that pick the skeleton's shape from the route in the hash. */
const BOOT_SCRIPT = fileURLToPath(new URL('./src/shell/boot.js', import.meta.url));
/** The empty table in boot.js that the build fills with each route's files. */
const ROUTE_FILES_SLOT = 'const ROUTE_FILES = { files: [], routes: {} };';
/**
 * The API base the build was given in boot.js (VITE_KQ_API_BASE, app/config.ts): with one, the
 * document's server is not the app's API, and its advert table is not the app's banners.
 */
const BUILT_API_BASE_SLOT = "const BUILT_API_BASE = '';";
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
 * waiting for them, and the app's module script still runs only once they have loaded; stylesheets
 * loaded later go after them (stylesheet-order.config.ts). The script also carries the files of each
 * route (route-preload.config.ts) and asks for the opened route's while the entry loads.
 */
export function inlineFirstPaint(): Plugin {
  let builtApiBase = '';
  return {
    name: 'kanqiu:inline-first-paint',
    configResolved(config) {
      builtApiBase = config.env.VITE_KQ_API_BASE ?? '';
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        const style = compactStyle(readFileSync(BOOT_STYLE, 'utf8'));
        let source = readFileSync(BOOT_SCRIPT, 'utf8');
        if (bundle) {
          if (!source.includes(ROUTE_FILES_SLOT)) {
            throw new Error(`first-paint: src/shell/boot.js lost its line "${ROUTE_FILES_SLOT}"`);
          }
          const table = JSON.stringify(routeFilesOf(bundle));
          source = source.replace(ROUTE_FILES_SLOT, () => `const ROUTE_FILES = ${table};`);
        }
        if (!source.includes(BUILT_API_BASE_SLOT)) {
          throw new Error(`first-paint: src/shell/boot.js lost its line "${BUILT_API_BASE_SLOT}"`);
        }
        source = source.replace(
          BUILT_API_BASE_SLOT,
          () => `const BUILT_API_BASE = ${JSON.stringify(builtApiBase)};`,
        );
        const script = (await minify('boot.js', source)).code.trim();
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

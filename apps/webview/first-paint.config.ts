import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { minify, type Plugin } from 'vite';
import { bootConstants, heroConstants, skeletonWords } from './boot-constants.config';
import { routeFilesOf } from './route-preload.config';

/** The first paint's style: the dark page and the skeleton's shapes (docs/webview.md, "Loading"). */
const BOOT_STYLE = fileURLToPath(new URL('./src/shell/boot.css', import.meta.url));
/** The few lines that pick the skeleton's shape from the route in the hash. */
const BOOT_SCRIPT = fileURLToPath(new URL('./src/shell/boot.js', import.meta.url));
/** The home page's hero, drawn from the document right after the skeleton's elements. */
const HERO_SCRIPT = fileURLToPath(new URL('./src/shell/boot-hero.js', import.meta.url));
/** Where index.html takes the hero's script: after the skeleton, whose hero it fills. */
const HERO_SCRIPT_PLACE = '<!-- boot-hero.js -->';
/** The model page's intro, drawn from the document right after the skeleton's elements. */
const MODEL_SCRIPT = fileURLToPath(new URL('./src/shell/boot-model.js', import.meta.url));
/** Where index.html takes the model intro's script. */
const MODEL_SCRIPT_PLACE = '<!-- boot-model.js -->';
/** The empty objects in the two scripts that the build fills with the app's constants. */
const APP_SLOT = 'const APP = {};';
const HERO_SLOT = 'const HERO = {};';
/** The empty table in boot.js that the build fills with each route's files. */
const ROUTE_FILES_SLOT = 'const ROUTE_FILES = { files: [], routes: {} };';
/** The empty list in boot.js that the build fills with the entry's imports. */
const ENTRY_FILES_SLOT = 'const ENTRY_FILES = [];';
/** The entry's imports, as the build links them in the head; `$1` is the file under `assets/`. */
const ENTRY_PRELOAD_LINK =
  /[ \t]*<link rel="modulepreload" crossorigin href="\.\/assets\/([^"]+)">\n?/g;
/**
 * The API base the build was given in boot.js (VITE_KQ_API_BASE, app/config.ts): with one, the
 * document's server is not the app's API, and its advert table is not the app's banners.
 */
const BUILT_API_BASE_SLOT = "const BUILT_API_BASE = '';";
/** The app's own stylesheets, as the build links them in the head. */
const STYLESHEET_LINK = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;

/** `source` with its `slot` filled in; a script or document that lost its slot fails the build. */
function fill(source: string, slot: string, filled: string): string {
  if (!source.includes(slot)) throw new Error(`first-paint: a boot file lost its "${slot}"`);
  return source.replace(slot, () => filled);
}

/** `text` as the text of an element in a document. */
function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

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
 * the skeleton paints from the first response, with no request of its own; the home hero's script
 * goes right after the skeleton, whose hero it fills, as does the model page's (its intro, from the
 * models the server writes into the document), and the skeleton carries the words of a first
 * visit's invitation to follow (shown by the script when no follow is known) and of the model
 * intro's links. The server allows exactly these blocks by their
 * hashes (apps/server/src/http/index-document.ts), never any other inline code. The app's
 * stylesheets move to the end of the body: the skeleton above them paints without waiting for them,
 * and the app's module script still runs only once they have loaded; stylesheets loaded later go
 * after them (stylesheet-order.config.ts). The script also carries the files of each route
 * (route-preload.config.ts) and asks for the opened route's while the entry loads, and it asks for
 * the entry's imports, which the build takes out of the head, after a match page's advert image
 * (its largest paint), so that the image does not queue behind them; both scripts get what they
 * need of the app from the app's own modules (boot-constants.config.ts).
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
          const table = JSON.stringify(routeFilesOf(bundle));
          source = fill(source, ROUTE_FILES_SLOT, `const ROUTE_FILES = ${table};`);
        }
        const entryFiles = [...html.matchAll(ENTRY_PRELOAD_LINK)].map(([, file]) => file);
        source = fill(
          source,
          ENTRY_FILES_SLOT,
          `const ENTRY_FILES = ${JSON.stringify(entryFiles)};`,
        );
        source = fill(
          source,
          BUILT_API_BASE_SLOT,
          `const BUILT_API_BASE = ${JSON.stringify(builtApiBase)};`,
        );
        source = fill(source, APP_SLOT, `const APP = ${JSON.stringify(bootConstants())};`);
        const script = (await minify('boot.js', source)).code.trim();
        const heroSource = fill(
          readFileSync(HERO_SCRIPT, 'utf8'),
          HERO_SLOT,
          `const HERO = ${JSON.stringify(heroConstants())};`,
        );
        const hero = (await minify('boot-hero.js', heroSource)).code.trim();
        const model = (
          await minify('boot-model.js', readFileSync(MODEL_SCRIPT, 'utf8'))
        ).code.trim();
        const links = html.match(STYLESHEET_LINK) ?? [];
        let page = html;
        for (const [slot, words] of Object.entries(skeletonWords())) {
          page = fill(page, slot, escapeText(words));
        }
        page = fill(page, MODEL_SCRIPT_PLACE, `<script>${model}</script>`);
        page = fill(page, HERO_SCRIPT_PLACE, `<script>${hero}</script>`)
          .replace(STYLESHEET_LINK, '')
          .replace(ENTRY_PRELOAD_LINK, '');
        // A link in a form the pattern no longer reads would stay in the head, ahead of the image.
        if (page.includes('rel="modulepreload"')) {
          throw new Error(
            'first-paint: an entry preload link is not in the form boot.js takes over',
          );
        }
        return page
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

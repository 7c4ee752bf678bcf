import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { URL as FileUrl, fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { pageHref, pagePath } from '../navigation';

const SRC = fileURLToPath(new FileUrl('../..', import.meta.url));
/** The one file that may spell a page's path. */
const ROUTE_TABLE = 'routing/routes.ts';

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The string and template literals of a file (comments are not literals) that hold a page path. */
function pagePathLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
      if (/(^|#)\/pages\/|^\/(choose|open)-location/.test(node.text)) found.push(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('pagePath and pageHref', () => {
  it('build a route path with the query the route reads, leaving out empty values', () => {
    expect(pagePath('footballLive', { match_id: '2058017' })).toBe(
      '/pages/soccer/live/live?match_id=2058017',
    );
    expect(pagePath('footballTeamPoints', { team_id: 'FRA', match_id: null })).toBe(
      '/pages/soccer/team/points?team_id=FRA',
    );
    expect(pagePath('openApp', { path: '/pages/invite/invite?x=1' })).toBe(
      '/pages/openApp/openApp?path=%2Fpages%2Finvite%2Finvite%3Fx%3D1',
    );
    expect(pagePath('leagueData')).toBe('/pages/leagueData/leagueData');
    expect(pageHref('basketballLive', { match_id: '401656363' })).toBe(
      '#/pages/basketball/live/live?match_id=401656363',
    );
  });

  it('refuse, at compile time, a query parameter the route does not read', () => {
    // @ts-expect-error the home page reads no match id
    expect(pagePath('leagueData', { match_id: '1' })).toBe(
      '/pages/leagueData/leagueData?match_id=1',
    );
  });

  it('are the only way to a page: no file but the route table spells a page path', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => relative(SRC, file) !== ROUTE_TABLE)
      .flatMap((file) => pagePathLiterals(file).map((text) => `${relative(SRC, file)}: ${text}`));
    expect(offenders).toEqual([]);
  });
});

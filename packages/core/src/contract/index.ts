/**
 * `@kanqiu/core/contract`: the whole contract, the union of its areas. A page imports its shapes
 * from its area (`@kanqiu/core/contract/match`, `/football`, `/basketball`, `/user`, `/base`), so
 * a bundle holds only the areas it uses; `/calls` holds every call by its path. Each name is
 * exported by exactly one area, so the union is unambiguous (the type checker refuses a name two
 * areas export).
 * @packageDocumentation
 */
export * from './entries/base';
export * from './entries/basketball';
export * from './entries/calls';
export * from './entries/football';
export * from './entries/match';
export * from './entries/user';

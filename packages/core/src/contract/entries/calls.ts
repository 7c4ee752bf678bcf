/**
 * Every call of the product by its path (`CALLS`): it imports every area, so only a server or a
 * test that serves or checks them all should import it.
 *
 * `@kanqiu/core/contract/calls`: import a page's shapes from its area, so a bundle holds only
 * the areas it uses (the whole contract is `@kanqiu/core/contract`).
 * @packageDocumentation
 */
export { CALLS } from '../calls';

/**
 * A `memo` comparison for components that take a scene `page` and show only some of its fields:
 * equal when every other prop is the same and the page's listed fields are the same values. Pushes
 * keep the objects of what they did not change (`@kanqiu/net` shares the structure of successive
 * pages), so comparing the fields by identity is exact and cheap.
 */
export function samePageFields<TPage, TProps extends { page: TPage }>(
  fields: readonly (keyof TPage)[],
): (a: TProps, b: TProps) => boolean {
  return (a, b) => {
    for (const key of Object.keys(a) as (keyof TProps)[]) {
      if (key !== 'page' && a[key] !== b[key]) return false;
    }
    if (Object.keys(a).length !== Object.keys(b).length) return false;
    return a.page === b.page || fields.every((field) => a.page[field] === b.page[field]);
  };
}

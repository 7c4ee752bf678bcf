const SCROLLABLE = new Set(['auto', 'scroll', 'overlay']);

/**
 * The element that scrolls `node` vertically: the nearest ancestor (or `node` itself) whose content
 * overflows a scrollable box, else the document's scrolling element.
 */
export function scrollParentOf(node: Element): Element {
  let current: Element | null = node;
  while (current && current !== document.body && current !== document.documentElement) {
    const { overflowY } = getComputedStyle(current);
    if (SCROLLABLE.has(overflowY) && current.scrollHeight > current.clientHeight) return current;
    current = current.parentElement;
  }
  return document.scrollingElement ?? document.documentElement;
}

/** Whether the content `node` lives in is scrolled to its very top. */
export function isAtScrollTop(node: Element): boolean {
  return scrollParentOf(node).scrollTop <= 0;
}

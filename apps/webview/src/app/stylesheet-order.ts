/**
 * Stylesheets loaded later (a page's or a sheet's own rules) go after the app's stylesheet. The
 * document places the app's stylesheet at the end of its body, so that the skeleton above it paints
 * from the first response (docs/performance.md, "The first paint from the document"); the build's
 * loader appends later stylesheets to the head, where they would come before the app's stylesheet
 * and lose every tie against it (the share sheet's narrower card, for one). At the end of the body
 * they keep the order the rules were written for: the app's first, a page's own after.
 */
export function keepLateStylesheetsLast(): void {
  const head = document.head;
  const append = head.appendChild.bind(head);
  head.appendChild = <T extends Node>(node: T): T => {
    if (node instanceof HTMLLinkElement && node.rel === 'stylesheet' && document.body) {
      return document.body.appendChild(node);
    }
    return append(node);
  };
}

import type { RouteDef } from '../routing/routes';
import { NoticePage } from './notice-page';
import { SHELL_TEXT } from './texts';

/** The page shown for a route whose page is not built yet: titled, explained, with a way back. */
export function PlaceholderPage({ route }: { route: RouteDef }) {
  return (
    <NoticePage
      title={route.title}
      navStyle={route.navStyle}
      heading={SHELL_TEXT.placeholderTitle}
      body={SHELL_TEXT.placeholderBody}
    />
  );
}

import { NoticePage } from './notice-page';
import { SHELL_TEXT } from './texts';

/** The page shown for a path that is not a route of the app. */
export function NotFoundPage() {
  return (
    <NoticePage
      title={SHELL_TEXT.notFoundTitle}
      heading={SHELL_TEXT.notFoundTitle}
      body={SHELL_TEXT.notFoundBody}
    />
  );
}

import type { MissingSubject } from '../app/missing-subject';
import type { NavStyle } from '../routing/routes';
import { NoticePage } from './notice-page';
import { SHELL_TEXT } from './texts';

/** Props of {@link MissingPage}. */
export interface MissingPageProps {
  /** The route's title, kept in the top bar. */
  title: string;
  navStyle?: NavStyle;
  subject: MissingSubject;
}

/** The page of a match, team or player the server does not know: 比赛不存在, with a way home. */
export function MissingPage({ title, navStyle, subject }: MissingPageProps) {
  const text = SHELL_TEXT.missing[subject];
  return <NoticePage title={title} navStyle={navStyle} heading={text.heading} body={text.body} />;
}

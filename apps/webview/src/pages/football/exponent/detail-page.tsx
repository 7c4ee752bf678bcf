import { OddsDetailPage } from '../../../odds/odds-detail-page';

/** `/pages/soccer/exponent/detail`: one bookmaker's odds history in one market of a football match. */
export function FootballExponentDetailPage() {
  return <OddsDetailPage sport="football" />;
}

import { OddsDetailPage } from '../../../odds/odds-detail-page';

/** `/pages/basketball/exponent/detail`: one bookmaker's odds history in one market of an NBA game. */
export function BasketballExponentDetailPage() {
  return <OddsDetailPage sport="basketball" />;
}

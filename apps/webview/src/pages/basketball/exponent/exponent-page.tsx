import { OddsExponentPage } from '../../../odds/odds-exponent-page';

/** `/pages/basketball/exponent/exponent`: 胜负, 让分 and 大小 of an NBA game, live. */
export function BasketballExponentPage() {
  return <OddsExponentPage sport="basketball" />;
}

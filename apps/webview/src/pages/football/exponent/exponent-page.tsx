import { OddsExponentPage } from '../../../odds/odds-exponent-page';

/** `/pages/soccer/exponent/exponent`: 欧指, 亚指 and 大小 of a football match, live. */
export function FootballExponentPage() {
  return <OddsExponentPage sport="football" />;
}

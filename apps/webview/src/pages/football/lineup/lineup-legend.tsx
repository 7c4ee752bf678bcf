import { FootballEvent } from '@kanqiu/core';
import { memo } from 'react';
import { EventIcon } from '../../../match/football/event-icon';
import { LINEUP_TEXT } from './lineup-texts';
import { SubArrow } from './mark-icons';
import './lineup-pitch.css';

const ITEMS = [
  {
    key: 'goal',
    icon: <EventIcon type={FootballEvent.Goal} size={13} />,
    text: LINEUP_TEXT.legend.goal,
  },
  {
    key: 'own-goal',
    icon: <EventIcon type={FootballEvent.OwnGoal} size={13} />,
    text: LINEUP_TEXT.legend.ownGoal,
  },
  {
    key: 'yellow',
    icon: <EventIcon type={FootballEvent.YellowCard} size={13} />,
    text: LINEUP_TEXT.legend.yellow,
  },
  {
    key: 'red',
    icon: <EventIcon type={FootballEvent.RedCard} size={13} />,
    text: LINEUP_TEXT.legend.red,
  },
  {
    key: 'second-yellow',
    icon: <EventIcon type={FootballEvent.SecondYellow} size={13} />,
    text: LINEUP_TEXT.legend.secondYellow,
  },
  { key: 'off', icon: <SubArrow direction="out" size={11} />, text: LINEUP_TEXT.legend.off },
];

/** What the marks on the players mean, and that a player can be tapped. */
export const LineupLegend = memo(function LineupLegend() {
  return (
    <div className="lineup-legend">
      <ul className="lineup-legend__marks" aria-label={LINEUP_TEXT.legend.label}>
        {ITEMS.map((item) => (
          <li key={item.key}>
            {item.icon}
            <span>{item.text}</span>
          </li>
        ))}
      </ul>
      <p className="lineup-legend__hint">{LINEUP_TEXT.detailHint}</p>
    </div>
  );
});

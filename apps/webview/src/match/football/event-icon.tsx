import { FootballEvent } from '@kanqiu/core';

/** Props of {@link EventIcon}. */
export interface EventIconProps {
  /** A football event code (docs/behaviour.md §3). */
  type: number;
  size?: number;
}

function Ball({ size, tone }: { size: number; tone: string }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <circle cx="10" cy="10" r="8.5" fill="#f4f6f9" stroke={tone} strokeWidth="1.5" />
      <path d="M10 5.6l3 2.2-1.1 3.6H8.1L7 7.8z" fill="#1b2029" />
      <path
        d="M10 5.6V2M13 7.8l3.4-1.3M11.9 11.4l2.1 3M8.1 11.4 6 14.4M7 7.8 3.6 6.5"
        stroke="#1b2029"
        strokeWidth="1.1"
      />
    </svg>
  );
}

function Card({ size, color, second }: { size: number; color: string; second?: boolean }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      {second ? <rect x="4" y="3" width="9" height="13" rx="1.5" fill="#ffc53d" /> : null}
      <rect x={second ? 7 : 5.5} y={second ? 5 : 3} width="9" height="13" rx="1.5" fill={color} />
    </svg>
  );
}

function Swap({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <path
        d="M6 16V5M2.8 8.2 6 5l3.2 3.2"
        fill="none"
        stroke="#2fc27a"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <path
        d="M14 4v11M10.8 11.8 14 15l3.2-3.2"
        fill="none"
        stroke="#ff5a5f"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Tag({ size, text, color }: { size: number; text: string; color: string }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <rect x="1" y="3" width="18" height="14" rx="3" fill={color} />
      <text
        x="10"
        y="13.6"
        textAnchor="middle"
        fontSize={text.length > 1 ? 7.5 : 10}
        fontWeight="700"
        fill="#0d0f13"
        fontFamily="Arial, sans-serif"
      >
        {text}
      </text>
    </svg>
  );
}

function Flag({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 20 20" width={size} height={size} aria-hidden="true">
      <path d="M5 18V2.5" stroke="#c9ced6" strokeWidth="1.6" strokeLinecap="round" />
      <path d="M5.8 3h9l-2.4 3.2 2.4 3.3h-9z" fill="#ffb340" />
    </svg>
  );
}

/** The icon of a football event in timelines and the text-live feed; nothing for events without one. */
export function EventIcon({ type, size = 18 }: EventIconProps) {
  switch (type) {
    case FootballEvent.Goal:
    case FootballEvent.ShootoutPenalty:
      return <Ball size={size} tone="#2fc27a" />;
    case FootballEvent.Penalty:
      return <Tag size={size} text="P" color="#2fc27a" />;
    case FootballEvent.OwnGoal:
      return <Ball size={size} tone="#ff5a5f" />;
    case FootballEvent.PenaltyMissed:
    case FootballEvent.ShootoutPenaltyMissed:
      return <Tag size={size} text="P" color="#7b8492" />;
    case FootballEvent.YellowCard:
      return <Card size={size} color="#ffc53d" />;
    case FootballEvent.RedCard:
      return <Card size={size} color="#ff4d4f" />;
    case FootballEvent.SecondYellow:
      return <Card size={size} color="#ff4d4f" second />;
    case FootballEvent.Substitution:
      return <Swap size={size} />;
    case FootballEvent.Var:
      return <Tag size={size} text="VAR" color="#80b4ff" />;
    case FootballEvent.Corner:
      return <Flag size={size} />;
    default:
      return null;
  }
}

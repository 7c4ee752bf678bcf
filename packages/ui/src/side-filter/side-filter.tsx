import { Segmented } from '../match-data-board/segmented';

/** Both sides of a match, or one: home (1) or away (2). */
export type SideChoice = 'both' | 1 | 2;

/** Props of {@link SideFilter}. */
export interface SideFilterProps {
  label: string;
  value: SideChoice;
  onChange: (value: SideChoice) => void;
  /** The name of the option for both sides (`双方`). */
  bothLabel: string;
  homeName: string;
  awayName: string;
}

/** A filter of a match chart by side: both, or one team by its name. */
export function SideFilter({
  label,
  value,
  onChange,
  bothLabel,
  homeName,
  awayName,
}: SideFilterProps) {
  return (
    <Segmented
      label={label}
      value={value}
      onChange={onChange}
      options={[
        { value: 'both', label: bothLabel },
        { value: 1, label: homeName },
        { value: 2, label: awayName },
      ]}
    />
  );
}

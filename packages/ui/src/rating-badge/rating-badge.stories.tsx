import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FOOTBALL_FINAL_STATS } from '../fixtures/real-analysis';
import { NARROW_360 } from '../showcase/phones';
import { RatingBadge } from './rating-badge';

const meta = {
  title: '数据/RatingBadge 评分',
  component: RatingBadge,
  args: { rating: 7.3 },
  decorators: [(Story) => <div className="kq-story-section">{Story()}</div>],
} satisfies Meta<typeof RatingBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A good day: 7–7.9, green. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: '评分 7.3' })).toBeInTheDocument();
  },
};

/** Under 6: a poor day, orange-red. */
export const Low: Story = { args: { rating: 5.4 } };

/** 6–6.9: an ordinary day, amber. */
export const Fair: Story = { args: { rating: 6.5 } };

/** 8 and up: an excellent day, blue. */
export const Excellent: Story = { args: { rating: 8.6 } };

/** The player of the match: a star. */
export const PlayerOfMatch: Story = {
  args: { rating: 8.2, playerOfMatch: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('img', { name: '评分 8.2，全场最佳' }),
    ).toBeInTheDocument();
  },
};

/** Small, as beside a name on the lineup pitch. */
export const Small: Story = { args: { rating: 6.8, size: 'sm' } };

/** No rating yet. */
export const NoRating: Story = { args: { rating: null } };

const POTM = FOOTBALL_FINAL_STATS.player_of_match_id;

/** The final's ratings at full time, each band, Griezmann the player of the match. */
export const FinalRatings: Story = {
  ...NARROW_360,
  render: () => (
    <ul className="kq-story-list">
      {FOOTBALL_FINAL_STATS.ratings.map((entry) => (
        <li key={entry.player_id}>
          {entry.player_name}
          <RatingBadge rating={entry.rating} playerOfMatch={entry.player_id === POTM} />
        </li>
      ))}
    </ul>
  ),
};

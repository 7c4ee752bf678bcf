/**
 * A story on the narrowest phone kanqiu supports, 360 × 780: Storybook's toolbar shows the 360 px
 * frame, and the story itself is held to 360 px wherever it renders (the story iframe, the visual
 * snapshots taken at 390 px). Spread it into a story: `{ ...NARROW_360, args: {…} }`.
 */
export const NARROW_360 = {
  globals: { viewport: { value: 'kq360', isRotated: false } },
  parameters: { phoneWidth: 360 },
};

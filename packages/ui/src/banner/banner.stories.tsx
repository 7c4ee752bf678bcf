import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '@kanqiu/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BANNERS, FIXTURE_URL_POLICY, SMALL_BANNER } from '../fixtures/banner-images';
import { NARROW_360 } from '../showcase/phones';
import { blurActive } from '../test/blur-active';
import { Banner } from './banner';
import type { BannerItem } from './banner-types';

/**
 * The advert. Its empty state is no items (nothing renders); an image that fails or is still on its
 * way keeps the banner's box, so nothing under it moves. It has no text of its own to grow.
 */
const meta = {
  title: '营销/Banner 广告横幅',
  component: Banner,
  args: {
    items: BANNERS.slice(0, 1),
    onItemClick: fn(),
    onClose: fn(),
    onLinkRefused: fn(),
    urlPolicy: FIXTURE_URL_POLICY,
  },
  argTypes: {
    sizeType: { control: 'inline-radio', options: [1, 2] },
    items: { control: 'object' },
  },
  decorators: [
    (Story) => (
      <div className="kq-story-section">
        <p className="kq-story-caption">比赛详情顶部</p>
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * How long the carousel may take to start: Swiper's code is fetched after the first paint, and the
 * story runner transforms it on demand, which takes seconds on a busy two-core machine (the default
 * wait of 1 s failed there once while another browser ran beside the tests).
 */
const CAROUSEL_START_MS = 10_000;

/** One banner: a static image. A tap hands its jump to the callback. */
export const Single: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelector('.kq-banner')).toHaveAttribute('data-carousel', 'off');
    await userEvent.click(canvas.getByRole('button', { name: '世界杯经典回顾' }));
    await expect(args.onItemClick).toHaveBeenCalledWith({
      jump_url: 'kanqiu://match/2058017',
      jump_url_type: 1,
    });
    blurActive();
  },
};

/** Several banners: a looping carousel that autoplays every 2 s. */
export const Carousel: Story = {
  args: { items: BANNERS },
  play: async ({ canvasElement }) => {
    const banner = canvasElement.querySelector('.kq-banner') as HTMLElement;
    await waitFor(() => expect(banner).toHaveAttribute('data-carousel', 'running'), {
      timeout: CAROUSEL_START_MS,
    });
    const dots = banner.querySelectorAll('.kq-banner__dot');
    await expect(dots).toHaveLength(3);
    await expect(dots[0]).toHaveAttribute('data-active');
    await waitFor(() => expect(dots[1]).toHaveAttribute('data-active'), {
      timeout: BANNER_AUTOPLAY_MS + BANNER_TRANSITION_MS * 3,
    });
  },
};

/** With a close button. */
export const Closable: Story = {
  args: { items: BANNERS, closable: true },
};

/** Closing hides the banner and tells the callback. */
export const Closed: Story = {
  args: { items: BANNERS, closable: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '关闭广告' }));
    await expect(canvasElement.querySelector('.kq-banner')).toBeNull();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** The small size (8.61:1), e.g. between list sections. */
export const Small: Story = { args: { items: [SMALL_BANNER], closable: true } };

/** The host turned adverts off (`unshowAdv`): nothing renders. */
export const AdvertsOff: Story = {
  args: { items: BANNERS, showAdv: false },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.kq-banner')).toBeNull();
  },
};

/**
 * A server sent a script link: the tap is refused by the URL policy and logged, nothing reaches the
 * host; an image from a host outside the policy is not shown at all.
 */
export const RefusedLink: Story = {
  args: {
    items: [
      { ...SMALL_BANNER, jump_url: 'javascript:alert(document.cookie)', jump_url_type: 2 },
      { ...SMALL_BANNER, id: 10, image_url: 'https://tracker.example/pixel.gif' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement.querySelectorAll('.kq-banner img')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: SMALL_BANNER.title as string }));
    await expect(args.onItemClick).not.toHaveBeenCalled();
    await expect(args.onLinkRefused).toHaveBeenCalledWith(
      { jump_url: 'javascript:alert(document.cookie)', jump_url_type: 2 },
      'scheme',
    );
    blurActive();
  },
};

/** No adverts: nothing renders, and the page closes up. */
export const NoItems: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('.kq-banner')).toBeNull();
  },
};

/**
 * The image failed: the box keeps its 3.85:1 space and its 广告 tag, so nothing below moves; the
 * browser draws its broken-image mark and outline inside it.
 */
export const ImageFailed: Story = {
  args: { items: [{ ...(BANNERS[0] as BannerItem), image_url: 'data:image/png;base64,AAAA' }] },
};

/** A carousel on a 360 px phone. */
export const Narrow360: Story = { ...NARROW_360, args: { items: BANNERS, closable: true } };

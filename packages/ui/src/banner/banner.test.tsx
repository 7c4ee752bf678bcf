import {
  BANNER_ASPECT_RATIO,
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  BannerImageSize,
  BannerJumpType,
} from '@kanqiu/core';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Swiper } from 'swiper/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BANNERS, FIXTURE_URL_POLICY, SMALL_BANNER } from '../fixtures/banner-images';
import { Banner } from './banner';

const banner = () => document.querySelector('.kq-banner') as HTMLElement | null;

describe('Banner', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  });

  it('shows nothing for an empty list or when either flag is off', () => {
    const { rerender } = render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={[]} />);
    expect(banner()).toBeNull();
    rerender(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} showBanner={false} />);
    expect(banner()).toBeNull();
    rerender(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} showAdv={false} />);
    expect(banner()).toBeNull();
    rerender(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    expect(banner()).not.toBeNull();
  });

  it('shows one item as a static image, without loading a carousel', async () => {
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={[SMALL_BANNER]} />);
    expect(document.querySelectorAll('.kq-banner img')).toHaveLength(1);
    expect(banner()).toHaveAttribute('data-carousel', 'off');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(document.querySelector('.swiper-initialized')).toBeNull();
  });

  it('loads the first image eagerly and first, the others lazily at the usual priority', () => {
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    const images = [...document.querySelectorAll('.kq-banner img')];
    expect(images.length).toBeGreaterThan(1);
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    for (const image of images.slice(1)) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('reserves space with the aspect ratio of its size', () => {
    const { rerender } = render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={[SMALL_BANNER]} />);
    expect(banner()?.style.aspectRatio).toBe(`${BANNER_ASPECT_RATIO[BannerImageSize.Small]} / 1`);
    rerender(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    expect(banner()?.style.aspectRatio).toBe(`${BANNER_ASPECT_RATIO[BannerImageSize.Large]} / 1`);
  });

  it('hands a tapped item its jump url and type', () => {
    const onItemClick = vi.fn();
    render(
      <Banner
        urlPolicy={FIXTURE_URL_POLICY}
        items={[BANNERS[1] as (typeof BANNERS)[number]]}
        onItemClick={onItemClick}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: '总决赛数据专题' }));
    expect(onItemClick).toHaveBeenCalledWith({
      jump_url: 'https://example.com/finals',
      jump_url_type: BannerJumpType.Web,
    });
  });

  it('hides itself with the close button and says so', () => {
    const onClose = vi.fn();
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} closable onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭广告' }));
    expect(banner()).toBeNull();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('has no close button unless closable', () => {
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    expect(screen.queryByRole('button', { name: '关闭广告' })).toBeNull();
  });

  it('turns several items into a looping Swiper carousel that autoplays', async () => {
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    expect(screen.getAllByRole('group')).toHaveLength(BANNERS.length);
    await waitFor(() => expect(banner()).toHaveAttribute('data-carousel', 'running'));
    const element = document.querySelector('.kq-banner__swiper') as HTMLElement & {
      swiper: Swiper;
    };
    expect(element).toHaveClass('swiper-initialized');
    expect(element.swiper.params.loop).toBe(true);
    expect(element.swiper.params.speed).toBe(BANNER_TRANSITION_MS);
    expect(element.swiper.realIndex).toBe(0);
    // Autoplay moves on once per interval, not before.
    await new Promise((resolve) => setTimeout(resolve, BANNER_AUTOPLAY_MS - 200));
    expect(element.swiper.realIndex).toBe(0);
    await waitFor(() => expect(element.swiper.realIndex).toBe(1), { timeout: 1_000 });
  });

  it('stops autoplay while the page is hidden and restarts when shown', async () => {
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={BANNERS} />);
    await waitFor(() => expect(banner()).toHaveAttribute('data-carousel', 'running'));
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(banner()).toHaveAttribute('data-carousel', 'paused');
    act(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(banner()).toHaveAttribute('data-carousel', 'running');
  });

  it('leaves out items whose image comes from a host the policy does not allow', () => {
    const tracker = { ...SMALL_BANNER, id: 99, image_url: 'https://tracker.example/pixel.gif' };
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={[tracker, SMALL_BANNER]} />);
    expect(document.querySelectorAll('.kq-banner img')).toHaveLength(1);
    render(<Banner urlPolicy={FIXTURE_URL_POLICY} items={[tracker]} />);
    expect(document.querySelectorAll('.kq-banner')).toHaveLength(1);
  });

  it('logs a tapped link the policy refuses and hands it to nobody', () => {
    const onItemClick = vi.fn();
    const onLinkRefused = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const hostile = [
      { jump_url: 'javascript:alert(1)', jump_url_type: BannerJumpType.Web },
      { jump_url: 'intent://x#Intent;end', jump_url_type: BannerJumpType.App },
      { jump_url: 'https://example.com/', jump_url_type: BannerJumpType.App },
    ] as const;
    for (const jump of hostile) {
      const { unmount } = render(
        <Banner
          urlPolicy={FIXTURE_URL_POLICY}
          items={[{ ...SMALL_BANNER, ...jump }]}
          onItemClick={onItemClick}
          onLinkRefused={onLinkRefused}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: SMALL_BANNER.title as string }));
      unmount();
    }
    expect(onItemClick).not.toHaveBeenCalled();
    expect(onLinkRefused).toHaveBeenCalledTimes(3);
    expect(onLinkRefused).toHaveBeenCalledWith(hostile[0], 'scheme');
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();
  });
});

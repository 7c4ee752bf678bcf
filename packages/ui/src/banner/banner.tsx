import {
  BANNER_ASPECT_RATIO,
  BANNER_AUTOPLAY_MS,
  BANNER_TRANSITION_MS,
  BannerImageSize,
  type BannerImageSizeCode,
  checkBannerJump,
  checkImageUrl,
  DEFAULT_URL_POLICY,
  type UrlPolicy,
  type UrlRefusal,
} from '@kanqiu/core';
import { type CSSProperties, useMemo, useRef, useState } from 'react';
import { UI_TEXT } from '../texts/ui-text';
import type { BannerItem, BannerJump } from './banner-types';
import { useCarousel } from './use-carousel';
import './banner.css';

/** Props of {@link Banner}. */
export interface BannerProps {
  items: readonly BannerItem[];
  /** The page's show-banner flag; the banner shows only when it and `showAdv` are on. @default true */
  showBanner?: boolean;
  /** The host's show-adv flag (turned off by `unshowAdv`). @default true */
  showAdv?: boolean;
  /** Shows a close button that hides the banner. */
  closable?: boolean;
  /** Called after the close button hid the banner, e.g. to tell the host (`closeAdv`). */
  onClose?: () => void;
  /**
   * Called with where a tapped banner leads, e.g. to hand it to the host (`getAdvMsg`); only for a
   * link the URL policy allows.
   */
  onItemClick?: (jump: BannerJump) => void;
  /**
   * Which links and images are allowed: an item whose image is refused is not shown, a tap on one
   * whose link is refused is logged and goes nowhere (docs/reliability.md §4).
   * @default DEFAULT_URL_POLICY with the page's own origin
   */
  urlPolicy?: UrlPolicy;
  /** Called when a tapped item's link is refused, with why. */
  onLinkRefused?: (jump: BannerJump, reason: UrlRefusal) => void;
  /** Image size category; sets the reserved aspect ratio. @default the first item's, else large */
  sizeType?: BannerImageSizeCode;
  /** Autoplay interval (ms) of a carousel. @default 2000 (`BANNER_AUTOPLAY_MS`) */
  autoplayMs?: number;
  /** Slide transition (ms) of a carousel. @default 500 (`BANNER_TRANSITION_MS`) */
  transitionMs?: number;
  className?: string;
}

/** The policy when none is given: the defaults, plus images of the page's own origin. */
function pagePolicy(): UrlPolicy {
  const origin = globalThis.location?.origin;
  return origin ? { ...DEFAULT_URL_POLICY, ownOrigins: [origin] } : DEFAULT_URL_POLICY;
}

/**
 * The advertising banner (docs/behaviour.md §2, §4): one item is a static image, several a looping carousel that
 * autoplays and pauses while the page is hidden. Its space is reserved with the image's aspect ratio,
 * so nothing below it jumps when images arrive. Swiper is loaded only for a carousel. Links and images
 * pass the URL policy of `@kanqiu/core` first.
 */
export function Banner({
  items: givenItems,
  showBanner = true,
  showAdv = true,
  closable = false,
  onClose,
  onItemClick,
  sizeType,
  autoplayMs = BANNER_AUTOPLAY_MS,
  transitionMs = BANNER_TRANSITION_MS,
  className,
  urlPolicy,
  onLinkRefused,
}: BannerProps) {
  const policy = useMemo(() => urlPolicy ?? pagePolicy(), [urlPolicy]);
  const items = useMemo(
    () => givenItems.filter((item) => checkImageUrl(item.image_url, policy).ok),
    [givenItems, policy],
  );
  const [closed, setClosed] = useState(false);
  const [active, setActive] = useState(0);
  const swiperRef = useRef<HTMLDivElement>(null);
  const visible = items.length > 0 && showBanner && showAdv && !closed;
  const carousel = visible && items.length > 1;
  const state = useCarousel(swiperRef, {
    enabled: carousel,
    autoplayMs,
    transitionMs,
    onIndexChange: setActive,
  });
  if (!visible) return null;

  const size = sizeType ?? items[0]?.size_type ?? BannerImageSize.Large;
  const style = { aspectRatio: String(BANNER_ASPECT_RATIO[size]) } as CSSProperties;
  const itemsKey = items.map((item) => item.id ?? item.image_url).join('|');

  const slide = (item: BannerItem, index: number) => (
    <button
      type="button"
      className="kq-banner__item"
      aria-label={item.title ?? UI_TEXT.banner.label}
      onClick={() => {
        const jump = { jump_url: item.jump_url, jump_url_type: item.jump_url_type };
        const verdict = checkBannerJump(jump, policy);
        if (verdict.ok) {
          onItemClick?.(jump);
          return;
        }
        console.warn(`[kanqiu] banner link refused (${verdict.reason}):`, item.jump_url);
        onLinkRefused?.(jump, verdict.reason);
      }}
    >
      <img
        className="kq-banner__image"
        src={item.image_url}
        alt=""
        loading={index === 0 ? 'eager' : 'lazy'}
        // The first image is the largest paint of the pages that show a banner (docs/performance.md).
        fetchPriority={index === 0 ? 'high' : 'auto'}
        decoding="async"
        draggable={false}
      />
    </button>
  );

  return (
    <section
      className={['kq-banner', className].filter(Boolean).join(' ')}
      style={style}
      aria-label={carousel ? UI_TEXT.banner.carousel : UI_TEXT.banner.label}
      data-carousel={state}
      data-size={size}
      data-closable={closable || undefined}
    >
      {carousel ? (
        <div key={itemsKey} ref={swiperRef} className="kq-banner__swiper">
          <div className="kq-banner__wrapper">
            {items.map((item, index) => (
              // biome-ignore lint/a11y/useSemanticElements: the carousel slide pattern is a group, not a fieldset
              <div
                key={item.id ?? item.image_url}
                className="kq-banner__slide"
                role="group"
                aria-roledescription="slide"
                aria-label={UI_TEXT.banner.slide(index + 1, items.length)}
              >
                {slide(item, index)}
              </div>
            ))}
          </div>
        </div>
      ) : (
        slide(items[0] as BannerItem, 0)
      )}
      {carousel ? (
        <div className="kq-banner__dots" aria-hidden="true">
          {items.map((item, index) => (
            <span
              key={item.id ?? item.image_url}
              className="kq-banner__dot"
              data-active={index === active || undefined}
            />
          ))}
        </div>
      ) : null}
      <span className="kq-banner__tag" aria-hidden="true">
        {UI_TEXT.banner.label}
      </span>
      {closable ? (
        <button
          type="button"
          className="kq-banner__close"
          aria-label={UI_TEXT.banner.close}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
            <circle cx="10" cy="10" r="10" />
            <path d="m7 7 6 6m0-6-6 6" />
          </svg>
        </button>
      ) : null}
    </section>
  );
}

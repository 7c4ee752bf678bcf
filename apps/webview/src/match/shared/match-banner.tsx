import {
  BANNER_ASPECT_RATIO,
  BANNER_AUTOPLAY_MS,
  BannerImageSize,
  BannerPosition,
} from '@kanqiu/core';
import type { Banner as BannerData } from '@kanqiu/core/contract/base';
import { bannerListCall } from '@kanqiu/core/contract/base';
import { useShowAdv } from '@kanqiu/net/jotai';
import { Banner } from '@kanqiu/ui';
import { type CSSProperties, memo, useEffect, useMemo, useState } from 'react';
import { useServices } from '../../app/services-context';
import { advertClosedToday, rememberAdvertClosed } from './advert-closed';
import { openAdvertInPage } from './open-advert';
import { useAfterPaint } from './use-after-paint';

let cached: Promise<BannerData[]> | null = null;
let cachedList: BannerData[] | null = null;

/** The match-detail adverts are small banners (docs/contract.md): their slot while the list loads. */
const SLOT_STYLE: CSSProperties = {
  aspectRatio: String(BANNER_ASPECT_RATIO[BannerImageSize.Small]),
};

/**
 * The advert banner at the top of the match detail pages (docs/behaviour.md §3 position 2). The list
 * is fetched once per app start; a failure shows no banner and is retried on the next page. A tap
 * goes to the host (`getAdvMsg`), or, without one, opens the advert's page here.
 */
function MatchBannerView({ carouselReady }: { carouselReady: boolean }) {
  const { api, bridge, config } = useServices();
  const showAdv = useShowAdv();
  // The first advert stands still for one autoplay interval, as it would have anyway, while the
  // page settles; the carousel's code loads after that (docs/performance.md).
  const carousel = useAfterPaint(carouselReady, BANNER_AUTOPLAY_MS);
  const [items, setItems] = useState<BannerData[] | null>(cachedList);
  const [closed, setClosed] = useState(advertClosedToday);
  useEffect(() => {
    let active = true;
    // Asked for in a task of its own, after the one that runs the frame's effects: that task also
    // subscribes the page's scene, and building both requests there (the HTTP client's first calls
    // of a cold start) made it one long task on a slow phone (docs/performance.md, "fifth pass").
    // Once asked, the list is kept for the next page even when this one has gone.
    setTimeout(() => {
      cached ??= api
        .call(bannerListCall, { show_place: BannerPosition.MatchDetailTop })
        .catch((error: unknown) => {
          cached = null;
          throw error;
        });
      cached.then(
        (list) => {
          cachedList = list;
          if (active) setItems(list);
        },
        () => {
          if (active) setItems([]);
        },
      );
    }, 0);
    return () => {
      active = false;
    };
  }, [api]);
  const resolved = useMemo(() => {
    const base = new URL(config.apiBase || window.location.origin, window.location.href);
    return [...(items ?? [])]
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({ ...item, image_url: new URL(item.image_url, base).href }));
  }, [items, config.apiBase]);
  if (!showAdv || closed) return null;
  if (items === null) {
    // The slot is held while the list loads, so the page does not move down when it arrives.
    return (
      <div className="match-banner" aria-hidden="true">
        <div className="match-banner__slot" style={SLOT_STYLE} />
      </div>
    );
  }
  if (resolved.length === 0) return null;
  return (
    <div className="match-banner">
      <Banner
        // Until the carousel's code (Swiper) loads, the first advert stands still in the same place.
        items={carousel ? resolved : resolved.slice(0, 1)}
        showAdv={showAdv}
        closable
        onClose={() => {
          rememberAdvertClosed();
          setClosed(true);
          bridge.closeAdv();
        }}
        onItemClick={(jump) => {
          // The host opens a tapped advert; in a plain browser the page opens it itself.
          if (!bridge.getAdvMsg(jump)) openAdvertInPage(jump);
        }}
        urlPolicy={config.urlPolicy}
      />
    </div>
  );
}

/** {@link MatchBannerView}, rendered again only when its props change. */
export const MatchBanner = memo(MatchBannerView);

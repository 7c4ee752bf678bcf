import { BannerPosition } from '@kanqiu/core';
import type { Banner as BannerData } from '@kanqiu/core/contract';
import { bannerListCall } from '@kanqiu/core/contract';
import { useShowAdv } from '@kanqiu/net/jotai';
import { Banner } from '@kanqiu/ui';
import { memo, useEffect, useMemo, useState } from 'react';
import { useServices } from '../app/services-context';
import { openAdvertInPage } from './open-advert';

let cached: Promise<BannerData[]> | null = null;

/**
 * The advert banner at the top of the match detail pages (docs/behaviour.md §3 position 2). The list
 * is fetched once per app start; a failure shows no banner and is retried on the next page. A tap
 * goes to the host (`getAdvMsg`), or, without one, opens the advert's page here.
 */
function MatchBannerView() {
  const { api, bridge, config } = useServices();
  const showAdv = useShowAdv();
  const [items, setItems] = useState<BannerData[]>([]);
  useEffect(() => {
    let active = true;
    cached ??= api
      .call(bannerListCall, { show_place: BannerPosition.MatchDetailTop })
      .catch((error: unknown) => {
        cached = null;
        throw error;
      });
    cached.then(
      (list) => {
        if (active) setItems(list);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api]);
  const resolved = useMemo(() => {
    const base = new URL(config.apiBase || window.location.origin, window.location.href);
    return [...items]
      .sort((a, b) => a.sort - b.sort)
      .map((item) => ({ ...item, image_url: new URL(item.image_url, base).href }));
  }, [items, config.apiBase]);
  if (resolved.length === 0) return null;
  return (
    <div className="match-banner">
      <Banner
        items={resolved}
        showAdv={showAdv}
        closable
        onClose={() => bridge.closeAdv()}
        onItemClick={(jump) => {
          // The host opens a tapped advert; in a plain browser the page opens it itself.
          if (!bridge.getAdvMsg(jump)) openAdvertInPage(jump);
        }}
      />
    </div>
  );
}

/** {@link MatchBannerView}, rendered again only when its props change. */
export const MatchBanner = memo(MatchBannerView);

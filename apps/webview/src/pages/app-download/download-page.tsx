import { appLinksCall } from '@kanqiu/core/contract/base';
import { PullRefresh, QrCode } from '@kanqiu/ui';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { PageFrame } from '../../shell/page-frame';
import { APP_TEXT } from './app-texts';
import '../../match/shared/match.css';
import '../../user/user.css';
import './app-download.css';
import { pageHref } from '../../routing/navigation';

/** A download button, or an honest line when the deployment publishes no link for that platform. */
function DownloadLink({
  href,
  label,
  platform,
}: {
  href: string | null;
  label: string;
  platform: string;
}) {
  if (!href) return <p className="app-download__none">{APP_TEXT.notPublishedFor(platform)}</p>;
  return (
    <a className="app-button app-button--primary app-download__link" href={href} rel="noopener">
      {label}
    </a>
  );
}

/**
 * `/pages/downloadApk/downloadApk`: Android gets the APK link, iOS the App Store link (the device
 * from the user agent, `bridge.device`), a desktop browser a QR code of this page for the phone.
 * Links are the server's; when it has none the page says there is no public download yet.
 */
export function DownloadPage() {
  const { bridge, refresh } = useServices();
  const links = useCall(appLinksCall, {});
  const data = links.data;
  const device = bridge.device;
  const pageUrl = `${window.location.origin}${window.location.pathname}${pageHref('downloadApk')}`;
  const nothing = data !== null && data.apk_url === null && data.app_store_url === null;

  return (
    <PageFrame title={APP_TEXT.downloadTitle}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          <PageContent
            hasData={data !== null}
            loading={links.loading}
            failed={links.error !== null}
            onReload={() => void refresh()}
            skeleton={<Skeleton rows={6} label={APP_TEXT.loading} />}
          >
            {data ? (
              <section className="app-download" data-device={device}>
                <div className="app-download__icon" aria-hidden="true">
                  看球
                </div>
                <h2 className="app-download__name">{APP_TEXT.downloadTitle}</h2>
                <p className="user-muted">
                  {APP_TEXT.tagline} · {APP_TEXT.version(data.version)}
                </p>
                {nothing ? (
                  <div className="user-alert user-alert--info app-download__notice" role="status">
                    <span>
                      <strong>{APP_TEXT.notPublished}</strong>
                      <br />
                      {APP_TEXT.notPublishedBody}
                    </span>
                  </div>
                ) : null}
                {device === 'android' ? (
                  <>
                    <p className="app-download__device">{APP_TEXT.androidDevice}</p>
                    {nothing ? null : (
                      <DownloadLink
                        href={data.apk_url}
                        label={APP_TEXT.android}
                        platform={APP_TEXT.platforms.android}
                      />
                    )}
                  </>
                ) : null}
                {device === 'ios' ? (
                  <>
                    <p className="app-download__device">{APP_TEXT.iosDevice}</p>
                    {nothing ? null : (
                      <DownloadLink
                        href={data.app_store_url}
                        label={APP_TEXT.ios}
                        platform={APP_TEXT.platforms.ios}
                      />
                    )}
                  </>
                ) : null}
                {device === 'unknown' ? (
                  <>
                    <QrCode
                      value={pageUrl}
                      size={184}
                      label={APP_TEXT.qrLabel}
                      className="app-download__qr"
                    />
                    <p className="app-download__device">{APP_TEXT.desktopDevice}</p>
                    {nothing ? null : (
                      <div className="app-download__both">
                        <DownloadLink
                          href={data.apk_url}
                          label={APP_TEXT.android}
                          platform={APP_TEXT.platforms.android}
                        />
                        <DownloadLink
                          href={data.app_store_url}
                          label={APP_TEXT.ios}
                          platform={APP_TEXT.platforms.ios}
                        />
                      </div>
                    )}
                  </>
                ) : null}
              </section>
            ) : null}
          </PageContent>
        </div>
      </PullRefresh>
    </PageFrame>
  );
}

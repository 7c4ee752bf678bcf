import type { HostCalls } from '@kanqiu/bridge/host-calls';

/** How a score card left the page. */
export type ShareOutcome = 'shared' | 'host' | 'downloaded' | 'cancelled';

/** What sharing needs from the browser; the page passes `window`, tests a stand-in. */
export interface ShareEnvironment {
  navigator: Partial<Pick<Navigator, 'share' | 'canShare'>>;
  document: Pick<Document, 'createElement' | 'body'>;
  URL: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'>;
}

function dataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('the image could not be read'));
    reader.readAsDataURL(blob);
  });
}

/**
 * Shares the card image the best way the page has: the Web Share API with the file where the
 * browser can share files, else the native host's `shareImage` where the app offers it, else a
 * download of the PNG. A fan closing the share sheet is `cancelled`, not an error.
 */
export async function shareCardImage(
  image: Blob,
  fileName: string,
  text: string,
  host: Pick<HostCalls, 'supports' | 'shareImage'>,
  env: ShareEnvironment = window,
): Promise<ShareOutcome> {
  const file = new File([image], fileName, { type: 'image/png' });
  const { share, canShare } = env.navigator;
  if (share && canShare?.call(env.navigator, { files: [file] })) {
    try {
      await share.call(env.navigator, { files: [file], text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // Refused (no user activation, a policy): the host or a download still works.
    }
  }
  if (host.supports('shareImage')) {
    if (host.shareImage({ data_url: await dataUrl(image), file_name: fileName, text })) {
      return 'host';
    }
  }
  const url = env.URL.createObjectURL(image);
  const link = env.document.createElement('a');
  link.href = url;
  link.download = fileName;
  env.document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the click; the URL may go once the browser has taken it.
  setTimeout(() => env.URL.revokeObjectURL(url), 0);
  return 'downloaded';
}

/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base of the HTTP API when it is not the page's own origin. */
  readonly VITE_KQ_API_BASE?: string;
  /** URL of the live socket when it is not `/ws` on the API's host. */
  readonly VITE_KQ_SOCKET_URL?: string;
  /** Hosts whose `http:` pages and images the app accepts, comma-separated (development only). */
  readonly VITE_KQ_HTTP_HOSTS?: string;
  /** Hosts banner images may come from, comma-separated. */
  readonly VITE_KQ_IMAGE_HOSTS?: string;
}

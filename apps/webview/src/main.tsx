import '@kanqiu/ui/style.css';
import './shell/app.css';
// The offline banner's few rules travel with the app's stylesheet: the banner's code loads after
// the page, and a stylesheet arriving then would restyle the whole page in one long task.
import './shell/offline-banner.css';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { readConfig } from './app/config';
import { checkMatchAt } from './app/early-match-check';
import { registerServiceWorker } from './app/service-worker';
import { createServices, installHost } from './app/services';
import { ServicesProvider } from './app/services-context';
import { startOpenedPageLoad } from './page-preload';

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const config = readConfig();
  // Only the host's functions must exist when the entry's evaluation ends (a host call made before
  // its handler is registered waits for it); evaluating the entry is already the longest task of a
  // cold start on a slow phone, so the services (the HTTP client, the socket, the store) are
  // created in the next task, and the page's code is asked for in the one after that
  // (docs/performance.md, "The match pages' blocking time").
  const bridge = installHost(config);
  setTimeout(() => {
    const services = createServices(config, bridge);
    // The first render in a task of its own too, and before it, each in a task of its own: the
    // question about the match (building the request and the first read of the stored token).
    setTimeout(checkMatchAt, 0, services.api, services.missing);
    setTimeout(() => {
      // No StrictMode: under Preact's compat layer it is a Fragment, bytes that check nothing.
      createRoot(container).render(
        <ServicesProvider services={services}>
          <App />
        </ServicesProvider>,
      );
    }, 0);
  }, 0);
  setTimeout(startOpenedPageLoad, 0);
}

// The host-simulator exists only in development builds; Vite drops this branch, import included,
// from production bundles. It loads before the app so that it records the app's first bridge calls.
if (import.meta.env.DEV) {
  void import('@kanqiu/bridge/simulator').then(({ installHostSimulator }) => {
    installHostSimulator();
    render();
  });
} else {
  render();
  registerServiceWorker();
}

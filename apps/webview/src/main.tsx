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
import { createServices } from './app/services';
import { ServicesProvider } from './app/services-context';
import { startOpenedPageLoad } from './page-preload';

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const services = createServices(readConfig());
  // The first render in a task of its own: evaluating the entry's modules is already one long task
  // on a slow phone, and the render after it in the same task made it longer (docs/performance.md).
  // The services, and the host functions they install, exist before the task ends. Before the first
  // render, each in a task of its own too: the question about the match (building the request and
  // the first read of the stored token), then the page's code.
  setTimeout(checkMatchAt, 0, services.api, services.missing);
  setTimeout(startOpenedPageLoad, 0);
  // No StrictMode: under Preact's compat layer it is a Fragment, bytes that check nothing.
  setTimeout(() => {
    createRoot(container).render(
      <ServicesProvider services={services}>
        <App />
      </ServicesProvider>,
    );
  }, 0);
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

import { Router } from 'wouter';
import { AlertWatcherSlot } from './follow/alert-watcher-slot';
import { RouteView } from './route-view';
import { useHashPath, useHashSearch } from './routing/hash-location';
import { AfterLoad } from './shell/after-load';

/** The routed app: hash routing with the query inside the hash. */
export function App() {
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <div className="app-column">
        <RouteView />
        <AlertWatcherSlot />
        <AfterLoad />
      </div>
    </Router>
  );
}

import { Router } from 'wouter';
import { AlertWatcherSlot } from './follow/alert-watcher-slot';
import { RouteView } from './route-view';
import { useHashPath, useHashSearch } from './routing/hash-location';

/** The routed app: hash routing with the query inside the hash. */
export function App() {
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <div className="app-column">
        <RouteView />
        <AlertWatcherSlot />
      </div>
    </Router>
  );
}

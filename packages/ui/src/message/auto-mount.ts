import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import type { MessageStore } from './message-store';

/**
 * Returns a function that, when no view renders `store`, mounts `view` once into its own node under
 * `<body>` with React 19's `createRoot` (the legacy `ReactDOM.render` of older toast libraries no
 * longer exists). Apps that render the view themselves never get a second one.
 */
export function autoMountOnce<Kind extends string>(
  store: MessageStore<Kind>,
  view: () => ReactElement,
): () => void {
  let mounted = false;
  return () => {
    if (mounted || store.viewCount() > 0 || typeof document === 'undefined') return;
    mounted = true;
    const node = document.createElement('div');
    node.dataset.kqAutoMount = '';
    document.body.append(node);
    createRoot(node).render(view());
  };
}

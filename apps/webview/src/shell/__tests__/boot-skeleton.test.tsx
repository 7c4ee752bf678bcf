import { act, type ComponentType, createElement, lazy, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { BootSkeletonHold } from '../boot-skeleton';

function paintBootSkeleton(): void {
  const boot = document.createElement('div');
  boot.id = 'boot';
  document.body.append(boot);
}

/** Renders `Page` under a Suspense whose fallback holds the skeleton; returns the root to unmount. */
async function renderUnderHold(Page: ComponentType): Promise<Root> {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => {
    root.render(
      createElement(Suspense, { fallback: createElement(BootSkeletonHold) }, createElement(Page)),
    );
  });
  return root;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('BootSkeletonHold', () => {
  it('takes the first paint’s skeleton away once the page has rendered, even when its code was already loaded', async () => {
    paintBootSkeleton();
    const loaded = Promise.resolve({ default: () => createElement('p', { id: 'page' }, '首页') });
    const root = await renderUnderHold(lazy(() => loaded));
    expect(document.getElementById('page')).not.toBeNull();
    expect(document.getElementById('boot')).toBeNull();
    act(() => root.unmount());
  });

  it('keeps the skeleton while the page’s code is still loading', async () => {
    paintBootSkeleton();
    const root = await renderUnderHold(
      lazy(() => new Promise<{ default: () => null }>(() => undefined)),
    );
    expect(document.getElementById('boot')).not.toBeNull();
    act(() => root.unmount());
  });
});

import { act, type ComponentType, createElement, lazy, Suspense, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BootSkeletonHold, BootSkeletonUntil } from '../boot-skeleton';

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

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-boot-held');
  window.location.hash = '';
});

const MODEL_PAGE = '/pages/soccer/model/model';

/** Draws the data of {@link PageWithData} (set while it is mounted). */
let answerPage: () => void = () => undefined;

/** A page that draws its data once `answerPage` is called, holding the skeleton until then. */
function PageWithData() {
  const [ready, setReady] = useState(false);
  answerPage = () => act(() => setReady(true));
  return createElement(
    'div',
    null,
    createElement(BootSkeletonUntil, { ready }),
    ready ? createElement('p', { id: 'intro' }, '模型') : null,
  );
}

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

describe('a skeleton held for the page’s data (data-boot-held)', () => {
  it('stays once the page’s code has rendered, and goes in the commit that draws the data', async () => {
    paintBootSkeleton();
    window.location.hash = `#${MODEL_PAGE}?model=pk`;
    document.documentElement.setAttribute('data-boot-held', MODEL_PAGE);
    const root = await renderUnderHold(lazy(() => Promise.resolve({ default: PageWithData })));
    expect(document.getElementById('boot')).not.toBeNull();
    answerPage();
    expect(document.getElementById('intro')).not.toBeNull();
    expect(document.getElementById('boot')).toBeNull();
    expect(document.documentElement.hasAttribute('data-boot-held')).toBe(false);
    act(() => root.unmount());
  });

  it('goes with the code’s arrival when the fan has already left the page it was drawn for', async () => {
    paintBootSkeleton();
    window.location.hash = '#/pages/soccer/live/live?match_id=1';
    document.documentElement.setAttribute('data-boot-held', MODEL_PAGE);
    const loaded = Promise.resolve({ default: () => createElement('p', { id: 'page' }, '直播') });
    const root = await renderUnderHold(lazy(() => loaded));
    expect(document.getElementById('boot')).toBeNull();
    act(() => root.unmount());
  });

  it('goes when the page goes before its data', async () => {
    paintBootSkeleton();
    window.location.hash = `#${MODEL_PAGE}`;
    document.documentElement.setAttribute('data-boot-held', MODEL_PAGE);
    const root = await renderUnderHold(lazy(() => Promise.resolve({ default: PageWithData })));
    expect(document.getElementById('boot')).not.toBeNull();
    act(() => root.unmount());
    expect(document.getElementById('boot')).toBeNull();
  });
});

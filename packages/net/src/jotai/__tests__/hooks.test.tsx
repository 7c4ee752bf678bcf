// @vitest-environment happy-dom

import { pushStampEntries, type SceneSpec } from '@kanqiu/core/contract/base';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { useLayoutEffect } from 'react';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { requestFailAtom, showAdvAtom, socketStateAtom } from '../atoms';
import {
  useRequestFailed,
  useScenePage,
  useScenePageSelect,
  useShowAdv,
  useSocketState,
} from '../index';
import { scenePageAtom } from '../scene-atoms';

interface Score {
  status_id: number;
  score: string;
}

const SPEC: SceneSpec<Score> = {
  scene: 'detail_football_match_id_1',
  push: v.object({ ...pushStampEntries, status_id: v.number(), score: v.string() }),
};

function hold(score: string, upTime: number, scene: string = SPEC.scene) {
  return { scene, value: { scene, up_time: upTime, status_id: 2, score } };
}

function Board() {
  const state = useSocketState();
  const page = useScenePage(SPEC);
  const failed = useRequestFailed();
  const showAdv = useShowAdv();
  return (
    <p>
      <span data-testid="state">{state}</span>
      <span data-testid="score">{page?.score ?? '-'}</span>
      <span data-testid="failed">{String(failed)}</span>
      <span data-testid="adv">{String(showAdv)}</span>
    </p>
  );
}

/** Writes to the store after the board rendered but before React subscribed it. */
function WriteInTheGap({ store }: { store: ReturnType<typeof createStore> }) {
  useLayoutEffect(() => {
    store.set(socketStateAtom, 'open');
    store.set(scenePageAtom, hold('1-0', 2));
  }, [store]);
  return null;
}

function DirectState({ store }: { store: ReturnType<typeof createStore> }) {
  return <span data-testid="direct">{useSocketState({ store })}</span>;
}

const statusOf = (page: Score | null) => page?.status_id ?? null;

/** Shows the page's status only, and counts its renders. */
function StatusOnly({ renders }: { renders: string[] }) {
  const status = useScenePageSelect(SPEC, statusOf);
  renders.push(String(status));
  return <span data-testid="status">{status ?? '-'}</span>;
}

describe('net hooks', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows a socket write that lands between the first render and the subscription', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Board />
        <WriteInTheGap store={store} />
      </Provider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('open');
    expect(screen.getByTestId('score').textContent).toBe('1-0');
  });

  it('re-renders on writes from outside React', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <Board />
      </Provider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(screen.getByTestId('adv').textContent).toBe('true');
    act(() => {
      store.set(requestFailAtom, true);
      store.set(showAdvAtom, false);
      store.set(scenePageAtom, hold('<b>2-1</b>', 5));
    });
    expect(screen.getByTestId('failed').textContent).toBe('true');
    expect(screen.getByTestId('adv').textContent).toBe('false');
    expect(screen.getByTestId('score').textContent).toBe('<b>2-1</b>');
    expect(screen.getByTestId('score').querySelector('b')).toBeNull();
  });

  it('gives no page while the socket holds another scene', () => {
    const store = createStore();
    store.set(scenePageAtom, hold('3-3', 9, 'detail_football_match_id_2'));
    render(
      <Provider store={store}>
        <Board />
      </Provider>,
    );
    expect(screen.getByTestId('score').textContent).toBe('-');
  });

  it('reads a store passed in the options instead of the provider', () => {
    const store = createStore();
    store.set(socketStateAtom, 'closed');
    render(<DirectState store={store} />);
    expect(screen.getByTestId('direct').textContent).toBe('closed');
  });

  it('renders a part that selects one field only when that field changes', () => {
    const store = createStore();
    const renders: string[] = [];
    render(
      <Provider store={store}>
        <StatusOnly renders={renders} />
      </Provider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('-');
    act(() => store.set(scenePageAtom, hold('0-0', 1)));
    expect(screen.getByTestId('status').textContent).toBe('2');
    const afterFirst = renders.length;
    act(() => store.set(scenePageAtom, hold('1-0', 2)));
    act(() => store.set(scenePageAtom, hold('2-0', 3)));
    expect(renders).toHaveLength(afterFirst);
    const finished = hold('2-0', 4);
    act(() =>
      store.set(scenePageAtom, { ...finished, value: { ...finished.value, status_id: 8 } }),
    );
    expect(screen.getByTestId('status').textContent).toBe('8');
    expect(renders.slice(afterFirst)).toEqual(['8']);
  });

  it('selects from no page while the socket holds another scene', () => {
    const store = createStore();
    store.set(scenePageAtom, hold('3-3', 9, 'detail_football_match_id_2'));
    render(
      <Provider store={store}>
        <StatusOnly renders={[]} />
      </Provider>,
    );
    expect(screen.getByTestId('status').textContent).toBe('-');
  });
});

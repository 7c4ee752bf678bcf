// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  pageDataAtom,
  requestFailAtom,
  showAdvAtom,
  socketStateAtom,
  usePageData,
  useRequestFailed,
  useShowAdv,
  useSocketState,
} from '../index';

interface Score {
  up_time: number;
  score: string;
}

function Board() {
  const state = useSocketState();
  const page = usePageData<Score>();
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
    const page: Score = { up_time: 2, score: '1-0' };
    store.set(pageDataAtom, page);
  }, [store]);
  return null;
}

function DirectState({ store }: { store: ReturnType<typeof createStore> }) {
  return <span data-testid="direct">{useSocketState({ store })}</span>;
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
      const page: Score = { up_time: 5, score: '<b>2-1</b>' };
      store.set(pageDataAtom, page);
    });
    expect(screen.getByTestId('failed').textContent).toBe('true');
    expect(screen.getByTestId('adv').textContent).toBe('false');
    expect(screen.getByTestId('score').textContent).toBe('<b>2-1</b>');
    expect(screen.getByTestId('score').querySelector('b')).toBeNull();
  });

  it('reads a store passed in the options instead of the provider', () => {
    const store = createStore();
    store.set(socketStateAtom, 'closed');
    render(<DirectState store={store} />);
    expect(screen.getByTestId('direct').textContent).toBe('closed');
  });
});

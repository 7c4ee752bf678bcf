import { useAtomValueRawSync } from 'jotai/react';
import type { SocketState } from '../socket/live-socket-options';
import { clientIdAtom, requestFailAtom, showAdvAtom, socketStateAtom } from './atoms';
import type { NetHookOptions } from './scene-atoms';

// These atoms are written from outside React (socket and network events); see scene-atoms.ts for
// why they are read with `useAtomValueRawSync`.

/** The live socket's state. */
export function useSocketState(options?: NetHookOptions): SocketState {
  return useAtomValueRawSync(socketStateAtom, options);
}

/** The `client_id` of the current connection. */
export function useClientId(options?: NetHookOptions): string | null {
  return useAtomValueRawSync(clientIdAtom, options);
}

/** The request-fail flag. */
export function useRequestFailed(options?: NetHookOptions): boolean {
  return useAtomValueRawSync(requestFailAtom, options);
}

/** Whether adverts may show. */
export function useShowAdv(options?: NetHookOptions): boolean {
  return useAtomValueRawSync(showAdvAtom, options);
}

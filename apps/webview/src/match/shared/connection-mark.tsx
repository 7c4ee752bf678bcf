import type { SocketState } from '@kanqiu/net';
import { memo } from 'react';
import { MATCH_TEXT } from './match-texts';

/**
 * The live socket's state in a score header: 实时 (open), 重连中 (connecting), 已断开 (closed).
 * Renders when the state changes, not with the header on every push.
 */
export const ConnectionMark = memo(function ConnectionMark({ socket }: { socket: SocketState }) {
  const text =
    socket === 'open'
      ? MATCH_TEXT.live
      : socket === 'connecting'
        ? MATCH_TEXT.reconnecting
        : MATCH_TEXT.offline;
  return (
    <span className={`match-header__conn match-header__conn--${socket}`} role="status">
      {text}
    </span>
  );
});

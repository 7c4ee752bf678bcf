import { createHostCalls } from '@kanqiu/bridge/host-calls';
import type { Sport } from '@kanqiu/core';
import { basketballMatchScene, footballMatchScene } from '@kanqiu/core/contract';
import { ScoreCard, type ScoreCardData, scoreCardImage, scoreCardText } from '@kanqiu/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useServices } from '../../app/services-context';
import { useRequest } from '../../app/use-call';
import { basketballCard, footballCard } from './score-card-data';
import { type ShareOutcome, shareCardImage } from './share-image';
import { SHARE_TEXT as T } from './share-texts';
import './share-sheet.css';

/** Props of {@link ShareSheet}. */
export interface ShareSheetProps {
  sport: Sport;
  matchId: string;
  onClose: () => void;
}

const OUTCOME_TEXT: Record<ShareOutcome, string> = {
  shared: T.shared,
  host: T.sentToApp,
  downloaded: T.downloaded,
  cancelled: T.cancelled,
};

/**
 * The score card of the match as it stands, in a sheet over the page: read from the match's scene
 * over HTTP (one request, so score, minute and scorers are of the same moment), previewed as it
 * will be shared, and shared with one tap (the Web Share API, the app, or a download). Loaded only
 * when the fan taps 分享.
 */
export function ShareSheet({ sport, matchId, onClose }: ShareSheetProps) {
  const { api } = useServices();
  const request = useRequest(
    `share-card:${sport}:${matchId}`,
    async (signal): Promise<ScoreCardData> => {
      if (sport === 'football') {
        const page = await api.sceneSnapshot(footballMatchScene(matchId), { signal });
        if (page) return footballCard(page);
      } else {
        const page = await api.sceneSnapshot(basketballMatchScene(matchId), { signal });
        if (page) return basketballCard(page);
      }
      throw new Error(`no page of match ${matchId}`);
    },
    { refresh: false },
  );
  const card = request.data;
  // The image is drawn as soon as the card is known, so the tap shares at once (a browser lets a
  // page share only shortly after the fan's tap).
  const image = useMemo(() => {
    if (!card) return null;
    const drawing = scoreCardImage(card);
    // Awaited on the tap, which reports a failure; until then it must not count as unhandled.
    drawing.catch(() => undefined);
    return drawing;
  }, [card]);
  const host = useMemo(() => createHostCalls(), []);
  const [status, setStatus] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);

  const share = async () => {
    if (!card || !image) return;
    setBusy(true);
    try {
      const outcome = await shareCardImage(
        await image,
        T.fileName(matchId),
        scoreCardText(card),
        host,
      );
      setStatus(OUTCOME_TEXT[outcome]);
    } catch {
      setStatus(T.shareFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="share-sheet" role="dialog" aria-modal="true" aria-label={T.sheetTitle}>
      <button
        type="button"
        className="share-sheet__backdrop"
        aria-label={T.close}
        onClick={onClose}
      />
      <div className="share-sheet__panel">
        <h2 className="share-sheet__title">{T.sheetTitle}</h2>
        {card ? (
          <ScoreCard className="share-sheet__card" data={card} />
        ) : (
          <p className="share-sheet__note">{request.error ? T.failed : T.loading}</p>
        )}
        <p className="share-sheet__note" role="status">
          {status}
        </p>
        <div className="share-sheet__actions">
          <button ref={closeButton} type="button" className="share-sheet__button" onClick={onClose}>
            {T.close}
          </button>
          <button
            type="button"
            className="share-sheet__button share-sheet__button--primary"
            disabled={!card || busy}
            onClick={() => void share()}
          >
            {T.shareImage}
          </button>
        </div>
      </div>
    </div>
  );
}

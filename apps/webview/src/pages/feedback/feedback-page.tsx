import {
  ALBUM_MAX_IMAGES,
  ALBUM_PER_ROW,
  FEEDBACK_FORM_FIELDS,
  TEXTAREA_MAX_LENGTH,
} from '@kanqiu/core';
import {
  type FeedbackTicket,
  feedbackListCall,
  feedbackSubmitUpload,
} from '@kanqiu/core/contract/user';
import { ImagePickerGrid, PullRefresh, TextareaCounter } from '@kanqiu/ui';
import { useState } from 'react';
import { useServices } from '../../app/services-context';
import { useCall } from '../../app/use-call';
import { PageContent } from '../../match/shared/page-content';
import { Skeleton } from '../../match/shared/skeleton';
import { PageFrame } from '../../shell/page-frame';
import { beijingDateTime } from '../../user/beijing-time';
import { SignInNotice } from '../../user/sign-in-notice';
import { needsSignIn, refusalOf } from '../../user/user-refusal';
import { useTokenStatus } from '../../user/user-token';
import { FEEDBACK_TEXT } from './feedback-texts';
import { TicketList } from './ticket-list';
import { usePickedImages } from './use-picked-images';
import '../../match/shared/match.css';
import '../../user/user.css';
import './feedback.css';

/**
 * `/pages/imagetextIssue/imagetextIssue`: feedback with up to 9 images. The text has a live counter
 * (140); photos are shrunk in the browser before the multipart upload (`api.upload`); the answer's
 * ticket number is shown, and the earlier tickets are listed with their images.
 */
export function FeedbackPage() {
  const token = useTokenStatus();
  const { api, refresh } = useServices();
  const signedIn = token === 'valid';
  const list = useCall(feedbackListCall, signedIn ? {} : null);
  const picked = usePickedImages();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [textError, setTextError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<FeedbackTicket | null>(null);
  const refused = refusalOf(list.error);
  const processing = picked.images.some((image) => image.status === 'processing');
  const leftToday = list.data?.left_today ?? null;

  const submit = async () => {
    if (text.trim() === '') {
      setTextError(FEEDBACK_TEXT.textMissing);
      return;
    }
    if (processing) {
      setError(FEEDBACK_TEXT.stillProcessing);
      return;
    }
    const form = new FormData();
    form.append(FEEDBACK_FORM_FIELDS.text, text);
    for (const image of picked.images) {
      if (image.shrunk)
        form.append(FEEDBACK_FORM_FIELDS.images, image.shrunk.blob, image.shrunk.name);
    }
    setSending(true);
    setError(null);
    try {
      const ticket = await api.upload(feedbackSubmitUpload, form);
      setSent(ticket);
      setText('');
      picked.clear();
      void list.reload();
    } catch (failure) {
      setError(refusalOf(failure)?.msg ?? FEEDBACK_TEXT.network);
    } finally {
      setSending(false);
    }
  };

  return (
    <PageFrame title={FEEDBACK_TEXT.title}>
      <PullRefresh onRefresh={refresh}>
        <div className="user-body">
          {!signedIn || needsSignIn(list.error) ? (
            <SignInNotice status={token} message={refused?.msg} />
          ) : (
            <PageContent
              hasData={list.data !== null}
              loading={list.loading}
              failed={list.error !== null && refused === null}
              empty={list.data === null && refused !== null}
              emptyText={refused?.msg}
              onReload={() => void refresh()}
              skeleton={<Skeleton rows={9} label={FEEDBACK_TEXT.loading} />}
            >
              {sent ? (
                <section
                  className="user-card feedback-sent"
                  role="status"
                  data-testid="feedback-sent"
                >
                  <h2 className="user-card__title">{FEEDBACK_TEXT.sentTitle}</h2>
                  <p className="feedback-sent__no">
                    {FEEDBACK_TEXT.ticketNo}
                    <strong data-testid="ticket-no">{sent.ticket_no}</strong>
                  </p>
                  <p className="user-muted">
                    {beijingDateTime(sent.created_at)} · {FEEDBACK_TEXT.images(sent.images.length)}
                  </p>
                  <p className="user-muted">{FEEDBACK_TEXT.sentBody}</p>
                </section>
              ) : null}
              <form
                className="user-card feedback-form"
                aria-label={FEEDBACK_TEXT.formTitle}
                onSubmit={(event) => {
                  event.preventDefault();
                  void submit();
                }}
              >
                <TextareaCounter
                  label={FEEDBACK_TEXT.textLabel}
                  value={text}
                  onChange={(next) => {
                    setText(next);
                    setTextError(null);
                  }}
                  maxLength={TEXTAREA_MAX_LENGTH}
                  placeholder={FEEDBACK_TEXT.placeholder}
                  hint={FEEDBACK_TEXT.textHint}
                  error={textError ?? undefined}
                  disabled={sending}
                />
                <ImagePickerGrid
                  label={FEEDBACK_TEXT.imagesLabel}
                  images={picked.images}
                  onPick={(files, overflow) => void picked.pick(files, overflow)}
                  onRemove={picked.remove}
                  max={ALBUM_MAX_IMAGES}
                  perRow={ALBUM_PER_ROW}
                  disabled={sending}
                  message={picked.messages.length > 0 ? picked.messages.join('；') : undefined}
                />
                <p className="user-muted">
                  {FEEDBACK_TEXT.imagesHint(ALBUM_MAX_IMAGES, ALBUM_PER_ROW)}
                </p>
                {error ? (
                  <p className="user-alert" role="alert" data-testid="feedback-error">
                    {error}
                  </p>
                ) : null}
                <button
                  type="submit"
                  className="app-button app-button--primary"
                  disabled={sending || leftToday === 0}
                >
                  {sending ? FEEDBACK_TEXT.submitting : FEEDBACK_TEXT.submit}
                </button>
                {leftToday !== null ? (
                  <p className="user-muted feedback-form__left">
                    {leftToday > 0 ? FEEDBACK_TEXT.leftToday(leftToday) : FEEDBACK_TEXT.noneLeft}
                  </p>
                ) : null}
              </form>
              <section className="user-card" aria-labelledby="feedback-history">
                <h2 className="user-card__title" id="feedback-history">
                  {FEEDBACK_TEXT.historyTitle}
                </h2>
                <TicketList tickets={list.data?.tickets ?? []} />
              </section>
            </PageContent>
          )}
        </div>
      </PullRefresh>
    </PageFrame>
  );
}

import { type FeedbackTicket, feedbackImageDownload } from '@kanqiu/core/contract/user';
import { ImagePickerGrid, type PickedImage } from '@kanqiu/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services-context';
import { beijingDateTime } from '../../user/beijing-time';
import { FEEDBACK_TEXT } from './feedback-texts';

/** A ticket's images, fetched with the token through `api.fetchBytes` and shown by object URL. */
function TicketImages({ ticket }: { ticket: FeedbackTicket }) {
  const { api } = useServices();
  const [urls, setUrls] = useState<Record<number, string | 'failed'>>({});
  useEffect(() => {
    const controller = new AbortController();
    const made: string[] = [];
    void (async () => {
      for (const image of ticket.images) {
        try {
          const blob = await api.fetchBytes(
            feedbackImageDownload,
            { ticket_no: ticket.ticket_no, index: image.index },
            { signal: controller.signal },
          );
          const url = URL.createObjectURL(blob);
          made.push(url);
          setUrls((current) => ({ ...current, [image.index]: url }));
        } catch {
          if (controller.signal.aborted) return;
          setUrls((current) => ({ ...current, [image.index]: 'failed' }));
        }
      }
    })();
    return () => {
      controller.abort();
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [api, ticket]);
  const images: PickedImage[] = ticket.images.map((image) => {
    const url = urls[image.index];
    return {
      id: `${ticket.ticket_no}-${image.index}`,
      url: url && url !== 'failed' ? url : null,
      name: `${ticket.ticket_no}-${image.index}`,
      status: url === 'failed' ? 'error' : url ? 'ready' : 'processing',
      note: `${Math.max(1, Math.round(image.bytes / 1024))} KB`,
    };
  });
  return (
    <ImagePickerGrid
      images={images}
      label={FEEDBACK_TEXT.images(images.length)}
      showLabel={false}
    />
  );
}

/** The caller's earlier tickets, newest first, with their text and images. */
export function TicketList({ tickets }: { tickets: readonly FeedbackTicket[] }) {
  if (tickets.length === 0) return <p className="user-muted">{FEEDBACK_TEXT.historyEmpty}</p>;
  return (
    <ol className="feedback-tickets" data-testid="tickets">
      {tickets.map((ticket) => (
        <li key={ticket.ticket_no} className="feedback-ticket">
          <p className="feedback-ticket__head">
            <span className="feedback-ticket__no">{ticket.ticket_no}</span>
            <span className="user-list__time">{beijingDateTime(ticket.created_at)}</span>
          </p>
          <p className="feedback-ticket__text">{ticket.text}</p>
          {ticket.images.length > 0 ? <TicketImages ticket={ticket} /> : null}
        </li>
      ))}
    </ol>
  );
}

import { ALBUM_MAX_IMAGES } from '@kanqiu/core';
import type { PickedImage } from '@kanqiu/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FEEDBACK_TEXT } from './feedback-texts';
import { ImageRefusedError, type ShrunkImage, shrinkImage } from './shrink-image';

/** A picked image on its way to the upload. */
interface Picked extends PickedImage {
  shrunk: ShrunkImage | null;
}

let nextId = 0;

/**
 * The feedback form's images: picked files are shrunk one after another (a phone holds one decoded
 * photo at a time, not nine), shown as they become ready, and their object URLs revoked when they go.
 */
export function usePickedImages() {
  const [images, setImages] = useState<Picked[]>([]);
  const [messages, setMessages] = useState<string[]>([]);
  const urls = useRef(new Set<string>());

  useEffect(() => {
    const held = urls.current;
    return () => {
      for (const url of held) URL.revokeObjectURL(url);
    };
  }, []);

  const pick = useCallback(async (files: File[], overflow: number) => {
    const notes: string[] = [];
    if (overflow > 0) notes.push(FEEDBACK_TEXT.overflow(ALBUM_MAX_IMAGES, overflow));
    const entries = files.map((file) => ({ id: `picked-${++nextId}`, file }));
    setImages((list) => [
      ...list,
      ...entries.map(({ id, file }) => ({
        id,
        url: null,
        name: file.name,
        status: 'processing' as const,
        shrunk: null,
      })),
    ]);
    setMessages(notes);
    for (const { id, file } of entries) {
      try {
        const shrunk = await shrinkImage(file);
        const url = URL.createObjectURL(shrunk.blob);
        urls.current.add(url);
        setImages((list) =>
          list.map((image) =>
            image.id === id
              ? {
                  ...image,
                  url,
                  status: 'ready',
                  shrunk,
                  note: FEEDBACK_TEXT.shrunkNote(Math.max(1, Math.round(shrunk.blob.size / 1024))),
                }
              : image,
          ),
        );
      } catch (error) {
        const tooLarge = error instanceof ImageRefusedError && error.reason === 'too-large';
        notes.push(
          tooLarge ? FEEDBACK_TEXT.tooLarge(file.name) : FEEDBACK_TEXT.notImage(file.name),
        );
        setMessages([...notes]);
        setImages((list) => list.filter((image) => image.id !== id));
      }
    }
  }, []);

  const remove = useCallback((id: string) => {
    setImages((list) => {
      const gone = list.find((image) => image.id === id);
      if (gone?.url) {
        URL.revokeObjectURL(gone.url);
        urls.current.delete(gone.url);
      }
      return list.filter((image) => image.id !== id);
    });
    setMessages([]);
  }, []);

  const clear = useCallback(() => {
    for (const url of urls.current) URL.revokeObjectURL(url);
    urls.current.clear();
    setImages([]);
    setMessages([]);
  }, []);

  return { images, messages, pick, remove, clear };
}

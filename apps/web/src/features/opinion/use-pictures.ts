/**
 * The opinion's pictures: each starts uploading as soon as it is picked, shows its progress, and can
 * be retried or removed (removing cancels its upload). Local previews are object URLs, released
 * when the picture goes.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../../platform/http.ts';
import { uploadFileName, uploadPicture } from '../../entities/upload.ts';
import { readablePhotos } from '../../platform/photo/heic.ts';
import type { PictureState } from './opinion-form.ts';

export interface Picture {
  id: string;
  file: File;
  /** Object URL of the picked file, for the thumbnail. */
  preview: string;
  state: PictureState;
}

let nextId = 0;

export function usePictures() {
  const [pictures, setPictures] = useState<Picture[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const previews = useRef(new Map<string, string>());

  const update = useCallback((id: string, state: PictureState) => {
    setPictures((current) => current.map((picture) => (picture.id === id ? { ...picture, state } : picture)));
  }, []);

  const start = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { status: 'uploading', progress: 0 });
      let progress = 0;
      uploadPicture(
        file,
        uploadFileName(file.name, file.type),
        (fraction) => {
          progress = fraction;
          update(id, { status: 'uploading', progress });
        },
        { signal: controller.signal, onWaiting: (waiting) => update(id, { status: 'uploading', progress, waiting }) },
      )
        .then((uploaded) => update(id, { status: 'done', key: uploaded.key }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(id, { status: 'failed', code: isApiError(error) ? error.code : 'UPLOAD_FAILED' });
        })
        .finally(() => {
          if (controllers.current.get(id) === controller) controllers.current.delete(id);
        });
    },
    [update],
  );

  /** Adds pictures as they were picked; HEIC photos are made JPEGs first, for the preview (see `add`). */
  const add = useCallback(
    async (picked: File[]) => {
      const files = await readablePhotos(picked);
      const added = files.map((file) => {
        const id = `picture-${++nextId}`;
        const preview = URL.createObjectURL(file);
        previews.current.set(id, preview);
        return { id, file, preview, state: { status: 'uploading', progress: 0 } as PictureState };
      });
      setPictures((current) => [...current, ...added]);
      for (const picture of added) start(picture.id, picture.file);
    },
    [start],
  );

  const release = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const preview = previews.current.get(id);
    if (preview) URL.revokeObjectURL(preview);
    previews.current.delete(id);
  }, []);

  const remove = useCallback(
    (id: string) => {
      release(id);
      setPictures((current) => current.filter((picture) => picture.id !== id));
    },
    [release],
  );

  const retry = useCallback(
    (id: string) => {
      const picture = pictures.find((candidate) => candidate.id === id);
      if (picture) start(id, picture.file);
    },
    [pictures, start],
  );

  /** After sending: the pictures belong to the sent opinion now. */
  const clear = useCallback(() => {
    for (const id of [...previews.current.keys()]) release(id);
    setPictures([]);
  }, [release]);

  /** Marks pictures the server refused to attach (not finished, not the visitor's) as failed. */
  const fail = useCallback((code: string) => {
    setPictures((current) => current.map((picture) => (picture.state.status === 'done' ? { ...picture, state: { status: 'failed', code } } : picture)));
  }, []);

  useEffect(() => {
    const owned = previews.current;
    const running = controllers.current;
    return () => {
      for (const controller of running.values()) controller.abort();
      for (const preview of owned.values()) URL.revokeObjectURL(preview);
    };
  }, []);

  return { pictures, add, remove, retry, clear, fail };
}

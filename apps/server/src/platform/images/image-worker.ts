/**
 * A worker thread of the image pool (piscina): runs one edit and reports its progress through the
 * port it was given. Only plain data crosses the thread boundary.
 */
import type { MessagePort } from 'node:worker_threads';
import { applyEdit, type EditInput, type EditResult } from './image-edit.ts';

export interface ImageTask extends EditInput {
  progress: MessagePort;
}

export default async function runImageTask({ progress, ...input }: ImageTask): Promise<EditResult> {
  try {
    return await applyEdit(input, (fraction) => progress.postMessage(fraction));
  } finally {
    progress.close();
  }
}

/**
 * The device's queue of unsent punches, in IndexedDB: it survives a closed page and a restart.
 * A few lines of our own instead of a library. Without IndexedDB (some private modes) the queue
 * lives in memory, so the punch is still retried while the page stays open.
 */
import type { QueuedPunch } from './punch-rules.ts';

const DB_NAME = 'youlan-punch';
const STORE = 'outbox';

let opening: Promise<IDBDatabase | null> | null = null;
const memory = new Map<string, QueuedPunch>();

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise<IDBDatabase | null>((resolve) => {
    try {
      const request = indexedDB.open(DB_NAME, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'id' });
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => resolve(null);
      request.onblocked = () => resolve(null);
    } catch {
      resolve(null);
    }
  });
  return opening;
}

async function withStore<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T | undefined> {
  const db = await database();
  if (!db) return undefined;
  const transaction = db.transaction(STORE, mode);
  // Resolve only once a write is on disk, not merely accepted.
  const done = new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
  const result = await requestResult(work(transaction.objectStore(STORE)));
  await done;
  return result;
}

export async function readQueue(): Promise<QueuedPunch[]> {
  const stored = await withStore('readonly', (store) => store.getAll() as IDBRequest<QueuedPunch[]>);
  return stored ?? [...memory.values()];
}

export async function addToQueue(item: QueuedPunch): Promise<void> {
  if ((await withStore('readwrite', (store) => store.put(item))) === undefined) memory.set(item.id, item);
}

export async function removeFromQueue(id: string): Promise<void> {
  memory.delete(id);
  await withStore('readwrite', (store) => store.delete(id));
}

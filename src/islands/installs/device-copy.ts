/**
 * The checklist's copy on the technician's phone, in IndexedDB (never the service worker's caches,
 * never sent anywhere but the job's endpoint): the answers, the sending's key (made once with
 * crypto.randomUUID()) and whether Send was pressed, and each photo's Blob with when and where it
 * was taken. A reload or a dropped connection loses nothing; once sent, it is deleted.
 */
import type { ChecklistPhotoKind } from '../../lib/installs/checklist-fields';

export interface DevicePhoto {
  blob: Blob;
  takenAt: string;
  latitude: number | null;
  longitude: number | null;
}

export interface DeviceChecklist {
  values: Record<string, string>;
  key: string;
  /** Send was pressed: it goes by itself when the connection is back. */
  sendRequested: boolean;
  photos: Partial<Record<ChecklistPhotoKind, DevicePhoto>>;
}

const DATABASE = 'cirrus-install-checklists';
const STORE = 'checklists';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** The job's copy on this phone, if any. */
export const readDeviceCopy = (job: string) =>
  run<DeviceChecklist | undefined>('readonly', (store) => store.get(job));

/** Saves the whole copy (a photo's Blob is stored as itself, not re-read). */
export const saveDeviceCopy = (job: string, copy: DeviceChecklist) =>
  run('readwrite', (store) => store.put(copy, job));

/** Deletes the copy once the server has it. */
export const deleteDeviceCopy = (job: string) => run('readwrite', (store) => store.delete(job));

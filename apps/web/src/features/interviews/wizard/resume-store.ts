/** Keeps the chosen resume file in IndexedDB so the wizard survives a page reload without losing the upload. */
const DB_NAME = 'intervia-wizard';
const STORE = 'files';
const KEY = 'resume';

function openDb(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openDb();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    db.close();
  }
}

export async function saveWizardResume(file: File | null): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (file
    ? withStore('readwrite', (store) => store.put(file, KEY))
    : withStore('readwrite', (store) => store.delete(KEY)));
}

export async function loadWizardResume(): Promise<File | null> {
  if (typeof indexedDB === 'undefined') return null;
  const value = await withStore<unknown>('readonly', (store) => store.get(KEY));
  return value instanceof File ? value : value instanceof Blob ? new File([value], 'resume') : null;
}

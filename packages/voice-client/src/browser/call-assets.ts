/**
 * The call's browser assets, fetched by the call object's loader (20000 ms per attempt, 3 attempts): the
 * microphone's audio worklet module, and any further model or WASM file the page asks for. Each asset is kept as
 * a blob URL so the microphone uses exactly the bytes that were loaded.
 */
export interface CallAssetUrls {
  /** The capture worklet module (packages/voice-client/src/browser/capture-worklet.js as served by the page). */
  audioWorklet: string;
  /** Optional further assets (e.g. a VAD model and its WASM runtime), loaded and kept the same way. */
  extra?: Record<string, string>;
}

export class CallAssets {
  private readonly loaded = new Map<string, string>();

  constructor(private readonly urls: CallAssetUrls) {}

  /** Fetches every asset; rejects on any failure (the loader retries) and stops when the signal aborts. */
  async load(signal: AbortSignal): Promise<void> {
    const entries = Object.entries({ audioWorklet: this.urls.audioWorklet, ...this.urls.extra });
    const blobs = await Promise.all(
      entries.map(async ([name, url]) => {
        if (this.loaded.has(name)) return null;
        const response = await fetch(url, { signal, cache: 'force-cache' });
        if (!response.ok) throw new Error(`Call asset ${name} answered ${response.status}`);
        return [name, await response.blob()] as const;
      }),
    );
    if (signal.aborted) return;
    for (const entry of blobs) {
      if (!entry) continue;
      const [name, blob] = entry;
      const type = name === 'audioWorklet' ? 'text/javascript' : blob.type;
      this.loaded.set(name, URL.createObjectURL(new Blob([blob], { type })));
    }
  }

  /** The blob URL of a loaded asset; throws when the call tries to use one that did not load. */
  urlOf(name: string): string {
    const url = this.loaded.get(name);
    if (!url) throw new Error(`Call asset ${name} is not loaded`);
    return url;
  }
}

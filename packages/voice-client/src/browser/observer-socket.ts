/** The observer's WebSocket in the browser (binary frames as PCM16). */
import type { ObserverSocket } from '../live-observer';

export function openBrowserObserverSocket(url: string): ObserverSocket {
  const socket = new WebSocket(url);
  socket.binaryType = 'arraybuffer';
  return {
    onOpen: (handler) => socket.addEventListener('open', () => handler()),
    onText: (handler) =>
      socket.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string') handler(event.data);
      }),
    onBinary: (handler) =>
      socket.addEventListener('message', (event: MessageEvent) => {
        if (event.data instanceof ArrayBuffer) {
          handler(new Int16Array(event.data.slice(0, event.data.byteLength - (event.data.byteLength % 2))));
        }
      }),
    onClose: (handler) =>
      socket.addEventListener('close', (event) => handler({ code: event.code, reason: event.reason })),
    close: () => socket.close(1000, 'observer left'),
  };
}

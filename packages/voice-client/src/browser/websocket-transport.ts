/** The call connection over a browser WebSocket: binary PCM16 frames and JSON control messages. */
import { serverMessageSchema, type ClientMessage, type ServerMessage } from '@intervia/shared';
import type { CallTransport } from '../voice-client';

export class WebSocketTransport implements CallTransport {
  private socket: WebSocket | null = null;
  private jsonHandler: (message: ServerMessage) => void = () => {};
  private audioHandler: (pcm: Int16Array) => void = () => {};
  private closeHandler: (info: { code: number; reason: string }) => void = () => {};
  private left = false;

  join(url: string): Promise<void> {
    this.left = false;
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.binaryType = 'arraybuffer';
      let opened = false;
      socket.onopen = () => {
        opened = true;
        this.socket = socket;
        resolve();
      };
      socket.onerror = () => {
        if (!opened) reject(new Error('Could not connect to the interview server.'));
      };
      socket.onclose = (event) => {
        if (!opened) {
          reject(new Error(`The interview server refused the connection (${event.code} ${event.reason})`));
          return;
        }
        if (this.socket === socket) this.socket = null;
        if (!this.left) this.closeHandler({ code: event.code, reason: event.reason });
      };
      socket.onmessage = (event: MessageEvent) => {
        if (event.data instanceof ArrayBuffer) {
          this.audioHandler(
            new Int16Array(event.data.slice(0, event.data.byteLength - (event.data.byteLength % 2))),
          );
          return;
        }
        const parsed = serverMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (parsed.success) this.jsonHandler(parsed.data);
      };
    });
  }

  sendJson(message: ClientMessage): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  sendAudio(pcm: Int16Array): void {
    if (this.socket?.readyState === WebSocket.OPEN)
      this.socket.send(pcm.buffer.slice(pcm.byteOffset, pcm.byteOffset + pcm.byteLength));
  }

  onJson(handler: (message: ServerMessage) => void): void {
    this.jsonHandler = handler;
  }

  onAudio(handler: (pcm: Int16Array) => void): void {
    this.audioHandler = handler;
  }

  onClose(handler: (info: { code: number; reason: string }) => void): void {
    this.closeHandler = handler;
  }

  leave(): void {
    this.left = true;
    this.socket?.close(1000, 'left');
    this.socket = null;
  }
}

/** The real browser implementations of the VoiceClient's dependencies. */
import type { CreateWebCallRequest, WebCall } from '@intervia/shared';
import type { VoiceClientDependencies } from '../voice-client';
import { WebAudioOutput } from './assistant-audio-output';
import { CallAssets, type CallAssetUrls } from './call-assets';
import { WebAudioMicrophone } from './microphone-capture';
import { BrowserSpeech } from './speech-fallbacks';
import { WebSocketTransport } from './websocket-transport';
import { CameraRecording } from './video-recording';

export function isMobileBrowser(userAgent: string): boolean {
  return /Android|iPhone|iPad|iPod|Mobile/i.test(userAgent);
}

export function createBrowserVoiceDependencies(options: {
  createWebCall: (payload: CreateWebCallRequest) => Promise<WebCall>;
  onVideoChunk?: (chunk: Blob) => void;
  /** The camera recorder started (true) or stopped (false). */
  onRecordingChange?: (recording: boolean) => void;
  /** Where the page serves the call's assets (the web app imports capture-worklet.js with Vite's ?url). */
  assets: CallAssetUrls;
}): VoiceClientDependencies {
  const assets = new CallAssets(options.assets);
  return {
    createWebCall: options.createWebCall,
    loadCallAssets: (signal) => assets.load(signal),
    createTransport: () => new WebSocketTransport(),
    createMicrophone: () => new WebAudioMicrophone(() => assets.urlOf('audioWorklet')),
    createOutput: () => new WebAudioOutput(),
    speech: new BrowserSpeech(),
    createVideoRecording: () => new CameraRecording(options.onVideoChunk, options.onRecordingChange),
    isMobile: () => isMobileBrowser(navigator.userAgent),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}

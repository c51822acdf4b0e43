/** Browser voice SDK: VoiceClient, audio-level observer, transcript builder, browser audio and transport. */
export * from './voice-client';
export * from './voice-client-constants';
export * from './voice-client-errors';
export * from './audio-level-observer';
export * from './transcript-builder';
export * from './pcm';
export * from './typed-emitter';
export * from './browser/browser-voice-dependencies';
export * from './compat/index';
export * from './live-observer';
export * from './browser/observer-socket';
export { WebAudioOutput } from './browser/assistant-audio-output';

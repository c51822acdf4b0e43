/** Browser voice SDK: VoiceClient, call object, audio-level observer, transcript builder. */
export {};

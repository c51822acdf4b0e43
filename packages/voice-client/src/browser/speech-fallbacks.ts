/**
 * The browser's own speech: speechSynthesis speaks the interviewer when the server has no TTS; the Web Speech API
 * recognises the candidate when the server has no STT (far better than offline pocketsphinx in Chrome).
 */
import type { SpeechFallbacks } from '../voice-client';

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string } }>;
}
interface RecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
}
type RecognitionConstructor = new () => RecognitionLike;

function recognitionConstructor(): RecognitionConstructor | null {
  const scope = globalThis as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

export class BrowserSpeech implements SpeechFallbacks {
  private recognition: RecognitionLike | null = null;
  private keepRecognising = false;

  canRecognise(): boolean {
    return recognitionConstructor() !== null;
  }

  canSpeak(): boolean {
    return typeof speechSynthesis !== 'undefined';
  }

  speak(text: string): void {
    if (!this.canSpeak()) return;
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = 'en-US';
    speechSynthesis.speak(utterance);
  }

  cancelSpeech(): void {
    if (this.canSpeak()) speechSynthesis.cancel();
  }

  isSpeaking(): boolean {
    return this.canSpeak() && speechSynthesis.speaking;
  }

  startRecognition(onResult: (text: string, final: boolean) => void): void {
    const Recognition = recognitionConstructor();
    if (!Recognition) return;
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (result) onResult(result[0].transcript.trim(), result.isFinal);
      }
    };
    // Chrome stops continuous recognition after a while; restart it for the whole interview.
    recognition.onend = () => {
      if (this.keepRecognising) recognition.start();
    };
    this.recognition = recognition;
    this.keepRecognising = true;
    recognition.start();
  }

  stopRecognition(): void {
    this.keepRecognising = false;
    this.recognition?.stop();
    this.recognition = null;
  }
}

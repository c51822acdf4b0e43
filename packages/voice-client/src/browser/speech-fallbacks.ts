/**
 * The browser's own speech: speechSynthesis speaks the interviewer when the server has no TTS; the Web Speech API
 * recognises the candidate when the call chooses it (far better than offline pocketsphinx in Chrome).
 */
import type { BrowserRecognitionResult, SpeechFallbacks } from '../voice-client';

interface RecognitionResultEvent {
  resultIndex: number;
  results: ArrayLike<{ isFinal: boolean; 0: { transcript: string; confidence?: number } }>;
}
interface RecognitionLike {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onresult: ((event: RecognitionResultEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
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

  startRecognition(
    onResult: (result: BrowserRecognitionResult) => void,
    onError: (code: string) => void = () => {},
  ): void {
    const Recognition = recognitionConstructor();
    if (!Recognition) return onError('unavailable');
    const recognition = new Recognition();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        if (!result) continue;
        const confidence = result[0].confidence;
        onResult({
          text: result[0].transcript.trim(),
          final: result.isFinal,
          // Chrome reports 0 for interim results (and sometimes for final ones): "unknown", not "sure it is wrong".
          confidence: typeof confidence === 'number' && confidence > 0 ? Math.min(1, confidence) : null,
        });
      }
    };
    recognition.onerror = (event) => onError(event.error);
    // Chrome stops continuous recognition after a while; restart it for the whole interview.
    recognition.onend = () => {
      if (!this.keepRecognising || this.recognition !== recognition) return;
      try {
        recognition.start();
      } catch {
        onError('unavailable');
      }
    };
    this.recognition = recognition;
    this.keepRecognising = true;
    try {
      recognition.start();
    } catch {
      onError('unavailable');
    }
  }

  stopRecognition(): void {
    this.keepRecognising = false;
    this.recognition?.stop();
    this.recognition = null;
  }
}

/** Types a word out letter by letter; with prefers-reduced-motion the whole word shows at once. */
import { useEffect, useState } from 'react';

export const TYPEWRITER_STEP_MS = 140;

/** How many letters show after `elapsedMs` (pure, for tests). */
export function typedLength(text: string, elapsedMs: number, stepMs = TYPEWRITER_STEP_MS): number {
  return Math.min(text.length, Math.max(0, Math.floor(elapsedMs / stepMs)));
}

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

export function useTypewriter(text: string): { shown: string; done: boolean } {
  const [length, setLength] = useState(() => (prefersReducedMotion() ? text.length : 0));
  useEffect(() => {
    if (prefersReducedMotion()) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const next = typedLength(text, performance.now() - started);
      setLength(next);
      if (next >= text.length) clearInterval(timer);
    }, TYPEWRITER_STEP_MS / 2);
    return () => clearInterval(timer);
  }, [text]);
  return { shown: text.slice(0, length), done: length >= text.length };
}

/** Types a word out letter by letter; with prefers-reduced-motion the whole word shows at once. */
import { useEffect, useState } from 'react';

export const TYPEWRITER_STEP_MS = 140;
const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** How many letters show after `elapsedMs` (pure, for tests). */
export function typedLength(text: string, elapsedMs: number, stepMs = TYPEWRITER_STEP_MS): number {
  return Math.min(text.length, Math.max(0, Math.floor(elapsedMs / stepMs)));
}

/** Letters shown on the first render: all of them when motion is reduced, none otherwise. */
export function initialTypedLength(text: string, reducedMotion: boolean): number {
  return reducedMotion ? text.length : 0;
}

function reducedMotionQuery(): MediaQueryList | undefined {
  return typeof window === 'undefined' ? undefined : window.matchMedia?.(REDUCED_MOTION_QUERY);
}

export function useTypewriter(text: string): { shown: string; done: boolean } {
  const [length, setLength] = useState(() =>
    initialTypedLength(text, reducedMotionQuery()?.matches === true),
  );
  useEffect(() => {
    const query = reducedMotionQuery();
    // Reduced motion: the first render already shows the whole word (see initialTypedLength).
    if (query?.matches) return;
    const started = performance.now();
    const timer = setInterval(() => {
      const next = typedLength(text, performance.now() - started);
      setLength(next);
      if (next >= text.length) clearInterval(timer);
    }, TYPEWRITER_STEP_MS / 2);
    // Someone who turns on reduced motion mid-animation sees the whole name at once.
    const finishNow = (event: MediaQueryListEvent) => {
      if (!event.matches) return;
      clearInterval(timer);
      setLength(text.length);
    };
    query?.addEventListener('change', finishNow);
    return () => {
      clearInterval(timer);
      query?.removeEventListener('change', finishNow);
    };
  }, [text]);
  return { shown: text.slice(0, length), done: length >= text.length };
}

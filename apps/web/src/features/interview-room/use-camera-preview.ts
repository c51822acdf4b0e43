/** The candidate's camera for the preview. A failure is only logged (spec) and the interview goes on audio-only. */
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCameraPreview() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [unavailable, setUnavailable] = useState(false);
  const streamRef = useRef<MediaStream | null>(null);

  const open = useCallback(async () => {
    if (streamRef.current) return;
    try {
      const media = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
      streamRef.current = media;
      setStream(media);
    } catch (error) {
      console.error('Camera access failed; continuing audio-only', error);
      setUnavailable(true);
    }
  }, []);

  const close = useCallback(() => {
    for (const track of streamRef.current?.getTracks() ?? []) track.stop();
    streamRef.current = null;
    setStream(null);
  }, []);

  useEffect(() => close, [close]);

  return { stream, unavailable, open, close };
}

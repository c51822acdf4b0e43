/**
 * `npm run voice:check -- FILE.wav [--jd POSTING.txt]` prints, as JSON, the recogniser a call would use, what it hears
 * (with the posting's interview vocabulary), the confidence and timings; `--say "text" --out FILE.wav` speaks the
 * text with the configured voice. The server's environment (STT_PROVIDER, TTS_PROVIDER …) applies.
 */
import { loadConfig } from '../apps/server/src/config';
import {
  VOICE_CHECK_USAGE,
  VoiceCheckUsageError,
  checkRecognition,
  checkSpeech,
  parseVoiceCheckArgs,
} from '../apps/server/src/voice/recognition/voice-check';

try {
  const request = parseVoiceCheckArgs(process.argv.slice(2));
  const config = loadConfig().voice;
  const result =
    request.kind === 'say' ? await checkSpeech(request, config) : await checkRecognition(request, config);
  console.log(JSON.stringify(result, null, 2));
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error(JSON.stringify({ error: message }));
  if (error instanceof VoiceCheckUsageError) console.error(VOICE_CHECK_USAGE);
  process.exitCode = error instanceof VoiceCheckUsageError ? 2 : 1;
}

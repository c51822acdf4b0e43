/** GET /api/client-config: what the browser needs to know at run time (self-hosters set it by env, no rebuild). */
import { z } from 'zod';

export const clientConfigSchema = z.object({
  /** Error reporting in the browser: the DSN to send to, or null when it is off. */
  errorReporting: z.object({ dsn: z.string().url(), environment: z.string() }).nullable(),
  /** The site's public address (PUBLIC_URL): every link the app hands out is built on it. */
  publicUrl: z.string(),
  /** A language model is configured: AI features (rewording résumé highlights) can run; false = offered as off. */
  languageModel: z.boolean(),
  /**
   * BROWSER_RECOGNITION: whether a call may let the candidate's browser recogniser (Web Speech API) hear them when no
   * server recogniser is configured; the room says so before the call starts.
   */
  browserRecognition: z.enum(['allow', 'deny']),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

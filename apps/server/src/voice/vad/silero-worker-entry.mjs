// Worker-thread entry: the worker runs TypeScript through tsx (as the server does), whoever started the thread.
import { register } from 'tsx/esm/api';

register();
await import('./silero-worker.ts');

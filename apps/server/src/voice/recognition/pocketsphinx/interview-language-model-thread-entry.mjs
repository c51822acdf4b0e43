// Worker-thread entry: the thread runs TypeScript through tsx (as the server does), whoever started it.
import { register } from 'tsx/esm/api';

register();
await import('./interview-language-model-thread.ts');

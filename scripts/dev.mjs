// `npm run dev`: the API server with reload on port API_PORT (3000) and Vite's dev server (5173) proxying /api.
import { spawn } from 'node:child_process';
import { ROOT } from './lib/web-build.mjs';
import { runServer } from './lib/run-server.mjs';

const apiPort = process.env.API_PORT ?? '3000';
runServer({ NODE_ENV: 'development', PORT: apiPort }, { watch: true });
const vite = spawn('npm', ['run', 'dev', '-w', '@intervia/web'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, API_PORT: apiPort },
});
vite.on('exit', (code) => process.exit(code ?? 0));

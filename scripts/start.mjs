// `npm start`: build the web app if needed, then serve it and the API on one port (PORT, default 3000).
import { ensureWebBuild, WEB_DIST } from './lib/web-build.mjs';
import { runServer } from './lib/run-server.mjs';

ensureWebBuild();
runServer({ NODE_ENV: process.env.NODE_ENV ?? 'production', WEB_DIST_DIR: WEB_DIST });

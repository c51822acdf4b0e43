import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3000'}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    proxy: {
      '/api': { target: apiTarget, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The call's assets (audio worklet) are fetched by the call object's loader from the same origin: never inline
    // them as data: URLs, which the Content-Security-Policy's connect-src does not allow.
    assetsInlineLimit: (file) => (file.includes('capture-worklet') ? false : undefined),
  },
});

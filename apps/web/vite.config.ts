import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  // Every text asset also as .br and .gz (best levels, kept only when smaller): the server sends the
  // copy the browser accepts (@fastify/static's preCompressed, platform/http/web-app.ts).
  plugins: [react(), compression({ algorithms: ['brotliCompress', 'gzip'] })],
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});

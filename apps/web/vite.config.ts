import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://127.0.0.1:8080';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  server: {
    proxy: {
      '/api': server,
      '/ws': { target: server, ws: true },
    },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});

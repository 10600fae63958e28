import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const src = decodeURIComponent(new URL('./src', import.meta.url).pathname);
const proxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': src } },
  server: { proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // scripts/report-size.mjs follows the manifest to size what each route loads.
    manifest: true,
  },
});

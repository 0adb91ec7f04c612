import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:5050', '/objects': 'http://127.0.0.1:5050' } },
});

/**
 * `npm run dev`: the API server (tsx watch, port 3000) and Vite's dev server (port 5173, /api proxied)
 * side by side; Ctrl+C stops both. Uses the same environment variables as `npm start`.
 */
import { spawn } from 'node:child_process';

const children = [
  spawn('npx', ['tsx', 'watch', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: 'dist/web' },
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env: { ...process.env, API_PORT: process.env.PORT ?? '3000' } }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);

// `npm run dev`: the API server in watch mode (tsx) on API_PORT, and Vite with hot reload on 5173
// proxying /api and /ws to it. Ctrl-C stops both.
import { type ChildProcess, spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '8081';
// Pages are opened through Vite, so links the server prints or e-mails point there.
const env = {
  ...process.env,
  PORT: apiPort,
  API_PORT: apiPort,
  PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
};

const children: ChildProcess[] = [
  spawn('npm', ['run', 'i18n:compile', '--silent'], { stdio: 'inherit', env }),
];
children[0]?.on('exit', () => {
  children.push(
    spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], { stdio: 'inherit', env }),
    spawn('npx', ['vite'], { stdio: 'inherit', env }),
  );
});

function stop() {
  for (const child of children) child.kill('SIGINT');
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

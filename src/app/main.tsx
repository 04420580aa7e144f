import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './pwa/fonts.css';
import './ui/latin-inputs.css';
import { createRoot } from 'react-dom/client';
import { detectLanguage } from '#local/language-store';
import { App } from './App.tsx';
import { activateLanguage } from './i18n/language.ts';
import { registerServiceWorker } from './pwa/register-service-worker.ts';

async function start() {
  // The catalog must be active before the first render, or the first paint flashes English.
  await activateLanguage(await detectLanguage(window.location.search));
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(<App />);
  registerServiceWorker();
}

void start();

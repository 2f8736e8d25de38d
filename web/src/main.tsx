import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { loadMessages } from '@/i18n/messages';
import { detectInitialLanguage } from '@/i18n/resolve-language';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The screen's own chunk starts downloading now, alongside the messages, not after the first render.
preloadRoute(window.location.pathname);

// The first paint is in the right language: its messages (one small chunk; English is bundled)
// are loaded before rendering.
const language = detectInitialLanguage();
document.documentElement.lang = language;
const messages = await loadMessages(language).catch((error: unknown) => {
  console.error(error);
  return undefined;
});

createRoot(root).render(
  <StrictMode>
    <App language={language} messages={messages} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { applyTheme, initialTheme, resolveTheme } from '@/lib/theme/theme';
import './index.css';

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(resolveTheme(initialTheme()));

// Every lazy module the first URL renders starts downloading now, together.
preloadRoute(window.location.pathname);

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

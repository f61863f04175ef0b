import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { applyTheme, initialTheme, resolveTheme } from '@/lib/theme/theme';
import './index.css';

// Before the first paint, so a dark-mode user never sees a white flash.
applyTheme(resolveTheme(initialTheme()));

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks #root');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';

// The app shell replaces this in the foundation issue.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <main className="p-8">Lyceum</main>
  </StrictMode>,
);

// Gujarati glyphs on every machine; the browser fetches the font only for Gujarati text.
import '@fontsource/noto-sans-gujarati/400.css';
import '@fontsource/noto-sans-gujarati/500.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>,
);

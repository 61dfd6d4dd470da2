// Gujarati glyphs on every phone; fetched only for Gujarati text.
import '@fontsource/noto-sans-gujarati/400.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './door.css';
import { DoorTextProvider } from './text';
import { DoorApp } from './DoorApp';

/** The member page's own entry (me.html): no react-admin, no back-office code (docs/member-door.md). */
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DoorTextProvider>
      <DoorApp />
    </DoorTextProvider>
  </StrictMode>,
);

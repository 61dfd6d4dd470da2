// Gujarati glyphs on every machine; the browser fetches the font only for Gujarati text.
import '@fontsource/noto-sans-gujarati/400.css';
import '@fontsource/noto-sans-gujarati/500.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App } from './App';

// A data router, so that a form with unsaved changes can hold a navigation back
// and ask first (react-admin's warnWhenUnsavedChanges).
const router = createBrowserRouter([{ path: '*', element: <App /> }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

// Gujarati glyphs on every machine; the browser fetches the font only for Gujarati text.
import '@fontsource/noto-sans-gujarati/400.css';
import '@fontsource/noto-sans-gujarati/500.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, redirect, RouterProvider } from 'react-router-dom';
import { App } from './App';

// A data router, so that a form with unsaved changes can hold a navigation back
// and ask first (react-admin's warnWhenUnsavedChanges).
const router = createBrowserRouter([
  // The address opened most: on to the dashboard before anything is drawn, not after
  // the whole frame has been drawn once for `/` (docs/bench.md, cold loads).
  { path: '/', loader: () => redirect('/dashboard'), HydrateFallback: () => null },
  { path: '*', element: <App /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '@fontsource-variable/inter/wght.css';
import './styles/index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { applyStoredTheme } from './lib/theme';

// Before the first render, so a stored dark choice does not flash light.
applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

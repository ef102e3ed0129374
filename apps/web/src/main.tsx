import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/fonts.css';
import './styles/index.css';
import { AppRouter } from './app/app-router';
import { Providers } from './app/providers';
import { AppRoutes } from './app/router';
import { startLanguage } from './lib/i18n/i18n';
import { startOfflineSupport } from './lib/offline/start-offline-support';
import { applyStoredTheme } from './lib/theme';

// Before the first render, so a stored dark choice does not flash light.
applyStoredTheme();

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <Providers>
        <AppRouter>
          <AppRoutes />
        </AppRouter>
      </Providers>
    </StrictMode>,
  );

// English renders at once; the device's other language first loads its small `common` catalog.
const languageReady = startLanguage();
if (languageReady === undefined) render();
else void languageReady.then(render);

// The service worker (offline study), registered after load and idle, off the critical path.
startOfflineSupport();

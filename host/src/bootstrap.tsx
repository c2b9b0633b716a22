import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@pasteleria/shared/styles/site.css';
import { loadConfig } from './config/load-config';
import { AppRoutes } from './routes';

// The shell reads the shop's name, phone and social URL from the loaded config (getRuntimeConfig).
void loadConfig().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </StrictMode>,
  );
});

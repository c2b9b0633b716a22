import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import '@pasteleria/shared/styles/site.css';
import { App } from './app';
import { loadConfig } from './config/load-config';

void loadConfig().then((config) => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <BrowserRouter>
        <App site={config.site} />
      </BrowserRouter>
    </StrictMode>,
  );
});

// Runs remote_public on its own, without the host: its routes under their real paths, the site
// stylesheet, and the API base from /config.json (proxied to the API by the dev server).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, setApiBase } from '@pasteleria/shared';
import '@pasteleria/shared/styles/site.css';
import Home from './exposes/home';
import Catalogue from './exposes/catalogue';

void loadRuntimeConfig().then((config) => {
  setApiBase(config.apiBase);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html no tiene el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main className="site-main">
          <Routes>
            <Route index element={<Home />} />
            <Route path="categorias/*" element={<Catalogue />} />
            <Route path="*" element={<p className="container empty">remote_public: rutas / y /categorias/*</p>} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
});

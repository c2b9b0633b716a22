// Runs remote_admin on its own, without the host: /login and /admin/*, the site stylesheet, and
// the API base from /config.json (proxied to the API by the dev server).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, setApiBase } from '@pasteleria/shared';
import '@pasteleria/shared/styles/site.css';
import Login from './exposes/login';
import Admin from './exposes/admin';

void loadRuntimeConfig().then((config) => {
  setApiBase(config.apiBase);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html no tiene el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        {/* The host wraps these routes in the page's <main>; alone, this does. */}
        <main>
          <Routes>
            <Route path="login" element={<Login />} />
            <Route path="admin/*" element={<Admin />} />
            <Route path="*" element={<Navigate to="/admin" replace />} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
});

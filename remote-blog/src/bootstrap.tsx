// Runs remote_blog on its own, without the host: the blog under /blog/*, the site stylesheet, and
// the API base from /config.json (proxied to the API by the dev server).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { loadRuntimeConfig, setApiBase } from '@pasteleria/shared';
import '@pasteleria/shared/styles/site.css';
import Blog from './exposes/blog';

void loadRuntimeConfig().then((config) => {
  setApiBase(config.apiBase);
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html no tiene el elemento #root');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <main className="site-main">
          <Routes>
            <Route path="blog/*" element={<Blog />} />
            <Route path="*" element={<Navigate to="/blog" replace />} />
          </Routes>
        </main>
      </BrowserRouter>
    </StrictMode>,
  );
});

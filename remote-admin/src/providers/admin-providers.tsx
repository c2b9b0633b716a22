import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { InBrowserProvider, useInBrowser } from '../components/in-browser';
import { createAdminQueryClient } from './query-client';
import { ADMIN_THEME } from './theme';

/**
 * antd's styles come from stylesheets made at build time (the antdStyles of rspack.config.js), so no
 * component writes CSS in the browser.
 */
const THEME = { ...ADMIN_THEME, zeroRuntime: true };

/**
 * Ant Design in Spanish with the shop's colours, `App` for message/modal/notification contexts,
 * and the back office's query cache. Every screen this remote exposes renders inside it: antd is imported by remote-admin
 * alone, so a visitor who never opens /login or /admin never downloads it.
 * The server's drawing shows antd's fields and buttons disabled, and so they stay until React has
 * taken the page over: what is typed into a field before then would be lost to the form, and a
 * button would do nothing.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <InBrowserProvider>
      <Providers>{children}</Providers>
    </InBrowserProvider>
  );
}

function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createAdminQueryClient);
  const inBrowser = useInBrowser();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={esES} theme={THEME} componentDisabled={!inBrowser}>
        <App>{children}</App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

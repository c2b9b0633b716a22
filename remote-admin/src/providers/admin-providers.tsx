import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import esES from 'antd/locale/es_ES';
import { InBrowserProvider, useInBrowser } from '../components/in-browser';
import { createAdminQueryClient } from './query-client';
import { ADMIN_THEME } from './theme';
import './admin-providers.css';

/**
 * antd's styles come from stylesheets made at build time (the antdStyles of rspack.config.js), so no
 * component writes CSS in the browser.
 */
const THEME = { ...ADMIN_THEME, zeroRuntime: true };

/**
 * Ant Design in Spanish with the shop's colours, `App` for its look and the message API (a screen
 * that asks a question has its own Modal.useModal(): rspack/antd-app-message-only.js),
 * and the back office's query cache. Every screen this remote exposes renders inside it: antd is imported by remote-admin
 * alone, so a visitor who never opens /login or /admin never downloads it.
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
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider locale={esES} theme={THEME}>
        <App>
          <UntilReady>{children}</UntilReady>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

/**
 * The server's drawing takes no input until React has taken it over: what is typed into a field
 * before then would be lost to the form, and a button would do nothing. One fieldset, disabled
 * until then, disables every field and button in it at once (links still work, and a click on
 * one is kept for React by the page's loader); it takes no room and says nothing (`display:
 * contents`, no role), and re-renders nothing else when it is enabled.
 */
function UntilReady({ children }: { children: ReactNode }) {
  const inBrowser = useInBrowser();
  return (
    <fieldset className="admin-until-ready" role="none" disabled={!inBrowser}>
      {children}
    </fieldset>
  );
}

import { createContext, useContext, type ReactNode } from 'react';
import { DEFAULT_RUNTIME_CONFIG, type RuntimeConfig } from '@pasteleria/shared';

export type SiteConfig = RuntimeConfig['site'];

const SiteConfigContext = createContext<SiteConfig>(DEFAULT_RUNTIME_CONFIG.site);

/** Shop name, WhatsApp phone and social URL from /config.json, for the shell's components. */
export function SiteConfigProvider({ site, children }: { site: SiteConfig; children: ReactNode }) {
  return <SiteConfigContext.Provider value={site}>{children}</SiteConfigContext.Provider>;
}

export function useSiteConfig(): SiteConfig {
  return useContext(SiteConfigContext);
}

/** `<title>` of a page, "Página | Nombre de la tienda" (React 19 hoists it into <head>). */
export function PageTitle({ children }: { children: string }) {
  const { name } = useSiteConfig();
  return <title>{children ? `${children} | ${name}` : name}</title>;
}

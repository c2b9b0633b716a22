import { SiteConfigProvider, type SiteConfig } from './config/site-config';
import { AppRoutes } from './routes';

export function App({ site }: { site: SiteConfig }) {
  return (
    <SiteConfigProvider site={site}>
      <AppRoutes />
    </SiteConfigProvider>
  );
}

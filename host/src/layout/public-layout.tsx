import { Outlet } from 'react-router-dom';
import { CookieBanner } from './cookie-banner';
import { Footer } from './footer';
import { MAIN_ID } from './main-id';
import { PagePart } from './page-part';
import { Navbar } from './navbar';
import { PreviewSlot } from '../preview/preview-slot';
import { WhatsAppButton } from './whatsapp-button';

/** The public pages' frame: preview banner (while previewing), navbar, main content, footer, cookie banner and WhatsApp button. */
export function PublicLayout() {
  return (
    <PagePart name="host" className="site">
      <a className="skip-link" href={`#${MAIN_ID}`}>
        Saltar al contenido
      </a>
      <PreviewSlot />
      <Navbar />
      <main id={MAIN_ID} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer />
      <CookieBanner />
      <WhatsAppButton />
    </PagePart>
  );
}

// The site most test files share: started once per run by playwright.config.ts's webServer
// (`npm start`, which builds what is missing first), on E2E_PORT (8104 unless told), with a fresh
// DATA_DIR. Only tests that leave the seeded data as they found it use it; the others start their own
// (`test.use({ ownSite: '<file>' })`, see fixtures.ts).
export const SHARED_PORT = Number(process.env.E2E_PORT ?? 8104);
export const SHARED_URL = `http://127.0.0.1:${SHARED_PORT}`;

/** The shop as the shared site is configured: the shell tests read these back. */
export const SHARED_SITE = {
  SITE_NAME: 'Pastelería Prueba',
  SOCIAL_URL: 'https://www.facebook.com/pasteleria.prueba',
  WHATSAPP_PHONE: '5215500000000',
} as const;

import type { ThemeConfig } from 'antd';

/** The shop's raspberry, so the back office matches the public site (site.css --color-raspberry). */
const RASPBERRY = '#c2185b';
const RED = '#c62828';

/**
 * Ant Design's theme for the back office: the shop's colours, and every text and control readable
 * against its background (at least 4.5:1; large text 3:1), which antd's defaults are not: its grey
 * helper text (#8c8c8c) gives 3.4:1 on white, its danger red (#ff4d4f) 3.3:1, and its hover shades
 * of a colour are lighter than the colour. Here hover and pressed shades are darker instead.
 */
export const ADMIN_THEME: ThemeConfig = {
  // Class names without a per-theme hash: the stylesheets made at build time (rspack.config.js's
  // antdStyles) are shorter without it, and nothing else on the page styles antd's classes.
  hashed: false,
  // A fixed name for the theme's CSS variables, so the stylesheets made at build time and the page agree on it.
  cssVar: { key: 'pasteleria-admin' },
  token: {
    borderRadius: 8,
    colorPrimary: RASPBERRY, // 5.9:1 on white
    colorPrimaryHover: '#a3154d', // 7.6:1
    colorPrimaryActive: '#8a1241',
    colorLink: RASPBERRY,
    colorLinkHover: '#a3154d',
    colorLinkActive: '#8a1241',
    colorError: RED, // 5.6:1
    colorErrorHover: '#b71c1c',
    colorErrorActive: '#8e1515',
    colorErrorText: RED,
    colorErrorTextHover: '#b71c1c',
    colorErrorTextActive: '#8e1515',
    colorErrorBorderHover: '#b71c1c',
    // Helper texts, counters, descriptions and placeholders: 5.3:1 on white, 5.1:1 on #fafafa.
    colorTextSecondary: '#595959',
    colorTextTertiary: '#6b6b6b',
    colorTextDescription: '#6b6b6b',
    colorTextPlaceholder: '#6b6b6b',
  },
};

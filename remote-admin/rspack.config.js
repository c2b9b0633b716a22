// remote_admin: login and the Ant Design back office (/login, /admin/*). antd and the editor live
// only here, so a public visitor never downloads them. Runs alone with `npm run dev -w remote-admin`.
// Its server build (dist/server/admin.js, login.js) lets the site send /admin/* with the frame drawn.
const { ADMIN_SCREEN_CHUNKS } = require('@pasteleria/shared/federation');
const { createConfig } = require('../rspack.shared.js');

module.exports = createConfig({
  dir: __dirname,
  title: 'Pastelería · administración',
  // Each screen a chunk of its own (src/layout/admin-screens.ts), preloaded by the server with the
  // pages that open on it.
  routeChunks: Object.values(ADMIN_SCREEN_CHUNKS),
  // The back office's first view (its layout and the URL's screen waiting for its data) is drawn on the server too.
  server: true,
  // antd's styles are made at build time (rspack/antd-static-style.js), one stylesheet per group: the
  // first is the frame of every screen (/login included); each other goes with the screens that show
  // its components. A component used in src/ and named in no group stops the build.
  antdStyles: {
    theme: { file: 'src/providers/theme.ts', name: 'ADMIN_THEME' },
    groups: {
      frame: [
        'App',
        'message',
        'notification',
        'Modal',
        'Alert',
        'Badge',
        'Button',
        'Card',
        'Col',
        'ConfigProvider',
        'Dropdown',
        'Form',
        'Input',
        'Layout',
        'Menu',
        'Popconfirm',
        'Result',
        'Row',
        'Space',
        'Spin',
        'Typography',
      ],
      table: ['Table', 'Tag', 'Pagination'],
      fields: ['InputNumber', 'Select', 'Switch'],
      dates: ['DatePicker'],
      qrCode: ['QRCode'],
    },
  },
});

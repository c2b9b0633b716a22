// The host's server renderer, built on its own for Node (dist/server/render.js): what the site's
// render process requires to draw a public page's first view. Everything it needs is bundled in;
// `shared` hands the remotes' server builds the very modules the host renders with (one React,
// one router, one auth store and API client), as Module Federation's singletons do in the browser.
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as ReactRouterDom from 'react-router-dom';
import * as zustand from 'zustand';
import * as pasteleriaShared from '@pasteleria/shared';

/** The shared singletons by the name a remote's server build requires them. */
export const shared: Record<string, unknown> = {
  react: React,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': ReactDOM,
  // What antd renders its message and modal calls with (@rc-component/util's render), never on the server.
  'react-dom/client': ReactDOMClient,
  'react-router-dom': ReactRouterDom,
  zustand,
  '@pasteleria/shared': pasteleriaShared,
};

export { renderPage, type RenderInput } from './render-page';

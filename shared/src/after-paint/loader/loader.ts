// The entry of a drawn page's loader, built small by rspack/after-paint-loader.js and inlined by the
// server at the top of the page's head (./start-loader.ts says what it does).
import { startLoader } from './start-loader.ts';

startLoader(window);

// Stands in for antd/es/result/noFound.js where antd's Result imports it (rspack/antd-result-illustrations-lazy.js).
import { lazyIllustration } from './antd-result-illustration.mjs';

export default lazyIllustration(() => import('antd/es/result/noFound.js'), 252);

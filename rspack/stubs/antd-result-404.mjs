// Stands in for antd/es/result/noFound.js where antd's Result imports it (rspack/antd-result-illustrations-lazy.js).
import { lazyPicture } from './antd-result-illustration.mjs';

export default lazyPicture(() => import('antd/es/result/noFound.js'));

/** `npm start`: builds the web app if its sources changed, then runs the server in this process. */
import { ensureWebBuild } from './web-build.ts';

ensureWebBuild();
await import('../apps/server/src/main.ts');

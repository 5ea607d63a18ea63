/** `npm start`: builds the web app and the console if their sources changed, then runs the server in this process. */
import { ensureConsoleBuild, ensureWebBuild } from './web-build.ts';

ensureWebBuild();
ensureConsoleBuild();
await import('../apps/server/src/main.ts');

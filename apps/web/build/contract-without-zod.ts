/**
 * Vite plugin: inside the contract package, `zod` resolves to an inert stand-in for the web build.
 *
 * The web app imports the contract for its route table, constants and types, but never validates
 * with zod at runtime (the server validates; the contract's types describe what arrives). Bundling
 * zod and every schema would cost about 28 kB gzip of the 150 kB first-screen budget. The stand-in
 * accepts any schema-building chain, and throws if anything tries to parse with it, so a future
 * runtime use fails loudly in development instead of passing silently.
 */
import type { Plugin } from 'vite';

const STUB_ID = '\0youlan-zod-stub';

const STUB_SOURCE = `
const PARSE = /^(safe)?(parse|decode|encode)(Async)?$|^spa$/;
const inert = new Proxy(function () {}, {
  get(_target, property) {
    if (typeof property === 'symbol' || property === 'then') return undefined;
    if (PARSE.test(property)) {
      return () => {
        throw new Error('zod schemas are not bundled in the web app; validate on the server');
      };
    }
    return inert;
  },
  apply: () => inert,
  construct: () => inert,
});
export const z = inert;
export default inert;
`;

function isContractModule(importer: string | undefined): boolean {
  return importer !== undefined && /[\\/]packages[\\/]contract[\\/]src[\\/]/.test(importer);
}

export function contractWithoutZod(): Plugin {
  return {
    name: 'youlan:contract-without-zod',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod' && isContractModule(importer)) return STUB_ID;
      return null;
    },
    load(id) {
      return id === STUB_ID ? STUB_SOURCE : null;
    },
  };
}

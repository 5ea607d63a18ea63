/**
 * antd-mobile 5 renders its imperative layers (Toast, Dialog, Modal) with ReactDOM.render, which
 * React 19 removed; this gives it createRoot. Loaded together with those layers (see toast.ts),
 * not with the first screen.
 */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import type { ReactElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';

const roots = new WeakMap<Element | DocumentFragment, Root>();

unstableSetRender((node: ReactElement, container: Element | DocumentFragment) => {
  const root = roots.get(container) ?? createRoot(container);
  roots.set(container, root);
  root.render(node);
  return async () => {
    // Unmounting during antd's own render pass warns; let it finish first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    roots.delete(container);
  };
});

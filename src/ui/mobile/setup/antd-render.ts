import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = Element | DocumentFragment;

const roots = new Map<Container, Root>();
let installed = false;

/**
 * antd-mobile 5 mounts Toast, Dialog and other imperative UIs with ReactDOM.render, which
 * React 19 removed. It lets us supply a renderer instead: one createRoot per container.
 */
export function installAntdMobileRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender((node, container) => {
    let root = roots.get(container);
    if (!root) {
      root = createRoot(container);
      roots.set(container, root);
    }
    root.render(node);
    const mounted = root;
    return async () => {
      // Unmounting synchronously while React is rendering warns; wait for the next task.
      await new Promise((resolve) => setTimeout(resolve, 0));
      mounted.unmount();
      roots.delete(container);
    };
  });
}

import type { ToastShowProps } from 'antd-mobile';
import { loadChunk } from '../../shared/chunk-load';

/**
 * antd-mobile's toast, loaded with the first one shown. The shell's always-mounted parts
 * (session and settlement notices, customer service, the home grid) can toast at any time,
 * and importing Toast there put its animation library (react-spring, 17 KB gzip) on every
 * first screen.
 */
export function showToast(props: ToastShowProps): void {
  void loadChunk(() => import('antd-mobile/es/components/toast')).then(({ default: Toast }) =>
    Toast.show(props),
  );
}

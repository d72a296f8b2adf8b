import { Component, type ErrorInfo, type ReactNode } from 'react';
import { releaseFirstScreen } from './first-screen';

export interface ErrorBoundaryProps {
  /** What to show instead of the part that failed; `retry` renders it again. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/**
 * Catches a render failure below it so that the app never goes blank: the root keeps one
 * around everything, and every route one around its page, so a failing page leaves the
 * header, the tabs and a way back. Keyed by the route by its parent, it starts afresh on
 * every navigation.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported once where operators look (the console); the user sees the fallback.
    console.warn('A screen failed to render', error, info.componentStack);
    // The failure shows where the painted first screen may still lie.
    releaseFirstScreen();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return this.props.fallback(error, () => this.setState({ error: null }));
  }
}

export const isChunkLoadError = (error: Error) => error.name === 'ChunkLoadError';

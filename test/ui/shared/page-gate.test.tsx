// @vitest-environment happy-dom
import { act, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppServices } from '../../../src/application/app-services';
import type { FeatureGroup, FeatureModules } from '../../../src/application/feature-modules';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/ui/shared/chunk-load';
import { ErrorBoundary } from '../../../src/ui/shared/error-boundary';
import { lazyPage } from '../../../src/ui/shared/lazy-page';
import { ServicesProvider } from '../../../src/ui/shared/services-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Feature modules whose fetch the test decides: each load waits for `arrive` or fails. */
function modules(fail = false) {
  const loaded = new Set<FeatureGroup>();
  const listeners = new Set<() => void>();
  let arrive: () => void = () => undefined;
  const load = vi.fn(async (groups: readonly FeatureGroup[]) => {
    if (fail) throw new TypeError('Failed to fetch dynamically imported module');
    await new Promise<void>((resolve) => (arrive = resolve));
    groups.forEach((group) => loaded.add(group));
    listeners.forEach((listener) => listener());
  });
  const features: FeatureModules = {
    load,
    loaded: (groups) => groups.every((group) => loaded.has(group)),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return { features, load, arrive: () => arrive() };
}

const WalletPage = () => <p>wallet page</p>;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  vi.useRealTimers();
});

async function render(features: FeatureModules, Page: () => React.ReactNode) {
  const container = document.createElement('div');
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <IntlProvider locale="en-US" messages={{}}>
        <ServicesProvider value={{ features } as AppServices}>
          <ErrorBoundary fallback={(error) => <p role="alert">{error.name}</p>}>
            <Suspense fallback={<p>loading</p>}>
              <Page />
            </Suspense>
          </ErrorBoundary>
        </ServicesProvider>
      </IntlProvider>,
    ),
  );
  return container;
}

describe('a page that reads feature groups', () => {
  it('renders once their modules are in, its chunk fetched meanwhile', async () => {
    const { features, load, arrive } = modules();
    const chunk = vi.fn(async () => ({ WalletPage }));
    const Page = lazyPage(chunk, 'WalletPage', ['wallet']);
    const container = await render(features, () => <Page />);
    expect(container.textContent).toBe('loading');
    expect(load).toHaveBeenCalledWith(['wallet']);
    expect(chunk).toHaveBeenCalled();
    await act(async () => arrive());
    expect(container.textContent).toBe('wallet page');
  });

  it('waits for a group that brings no texts of its own (the account forms)', async () => {
    const { features, load, arrive } = modules();
    const Page = lazyPage(async () => ({ WalletPage }), 'WalletPage', ['accountForms']);
    const container = await render(features, () => <Page />);
    expect(container.textContent).toBe('loading');
    expect(load).toHaveBeenCalledWith(['accountForms']);
    await act(async () => arrive());
    expect(container.textContent).toBe('wallet page');
  });

  it('preloads its modules with its chunk, for the first screen', async () => {
    const { features, load } = modules();
    const chunk = vi.fn(async () => ({ WalletPage }));
    lazyPage(chunk, 'WalletPage', ['wallet', 'ledger']).preload(features);
    await vi.waitFor(() => expect(chunk).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledWith(['wallet', 'ledger']);
  });

  it("shows the route's boundary a ChunkLoadError when its module cannot be fetched for 120 s", async () => {
    vi.useFakeTimers();
    const { features, load } = modules(true);
    const Page = lazyPage(async () => ({ WalletPage }), 'WalletPage', ['deposit']);
    const container = await render(features, () => <Page />);
    expect(container.textContent).toBe('loading');
    await act(async () => vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS + 1_000));
    expect(load.mock.calls.length).toBeGreaterThan(1);
    expect(container.textContent).toBe('ChunkLoadError');
  });
});

import { lazy, useState, type ComponentType } from 'react';

/** A lazy component that can be downloaded before it is rendered. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Downloads the component's code (once); rendered after this resolves, it renders at once. */
  preload(): Promise<ComponentType<P>>;
};

/**
 * `React.lazy` plus `preload()`. Rendered once its code has arrived, the component renders
 * directly: no Suspense fallback is shown, and React does not hold back the content that was
 * waiting behind one (it keeps a fallback on screen for at least 300 ms). The host preloads the
 * route a page opens on before its first render, so that render already shows the page.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(async () => ({ default: await preload() }));
  function Preloadable(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount the screen.
    const [Component] = useState(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}

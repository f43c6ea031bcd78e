// React.lazy with a `preload`: code that can be fetched before it is first drawn (the page of the
// address the browser opened, the wide menu). Once loaded, a new instance renders the component
// directly: React.lazy would still suspend once (showing the fallback, and React then holds the
// content back a further 300 ms so fallbacks do not flash) although the code is there. Each
// instance keeps the component it started with, so it never remounts.
import { type ComponentType, lazy, useState } from "react";

export type Preloadable<P extends object> = ComponentType<P> & {
  preload: () => Promise<ComponentType<P>>;
};

export function lazyWithPreload<P extends object, M extends Record<string, unknown>>(
  load: () => Promise<M>,
  name: keyof M & string,
): Preloadable<P> {
  let loaded: ComponentType<P> | undefined;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType<P>;
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at module level, like React.lazy
  function Preloaded(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}

// A part of the page whose code loads when it is first drawn (React.lazy) and that the page can do
// without: the toast stack, the phone menu's drawer, the chat. If its code
// cannot be loaded (the connection dropped; a tab left open across a deploy, whose old chunks are
// gone), the part draws its fallback instead of taking the whole page down with it (an error
// above the router's routes has no error screen to land on), and is tried again once the browser
// is back online.
import {
  Component,
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from "react";

class LeftOut extends Component<
  { children: ReactNode; fallback: ReactNode; onFailed: () => void },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch() {
    this.props.onFailed();
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** A part's code, loaded when first drawn by `LazyPart`: made once per part, at module level. */
export type Part<P extends object> = {
  load: () => Promise<ComponentType<P>>;
  /** The lazy component; a failed load is remembered by it, so a new one is made to try again. */
  loaded: LazyExoticComponent<ComponentType<P>>;
};

const lazyOf = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));

export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>): Part<P> {
  return { load, loaded: lazyOf(load) };
}

/**
 * `React.lazy` with its own `Suspense` and error boundary, for a part the page can do without.
 * `fallback` is drawn while the code loads and if it cannot be loaded.
 */
export function LazyPart<P extends object>({
  part,
  props,
  fallback = null,
}: {
  part: Part<P>;
  props: P;
  fallback?: ReactNode;
}) {
  const [tries, setTries] = useState(0);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!failed) return;
    const online = () => {
      part.loaded = lazyOf(part.load);
      setFailed(false);
      setTries((n) => n + 1);
    };
    window.addEventListener("online", online);
    return () => window.removeEventListener("online", online);
  }, [failed, part]);
  const Loaded = part.loaded as ComponentType<P>;
  return (
    <LeftOut key={tries} fallback={fallback} onFailed={() => setFailed(true)}>
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </LeftOut>
  );
}

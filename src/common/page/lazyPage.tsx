import {
  useEffect,
  useState,
  type ComponentProps,
  type ComponentType,
  type ReactNode,
} from 'react';
import { Loading } from 'react-admin';
import { matchPath } from 'react-router-dom';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component, whatever its props
type AnyComponent = ComponentType<any>;

export type LazyComponent<C extends AnyComponent> = ((props: ComponentProps<C>) => ReactNode) & {
  /** Starts loading the code; resolves once it is there. */
  preload: () => Promise<unknown>;
};

const pagesByPath: { path: string; preload: () => Promise<unknown> }[] = [];

/**
 * A component whose code loads when it is first shown, showing `fallback` until
 * then, and at once when its code is already there. Unlike `React.lazy` it does
 * not suspend: React holds back what a suspension revealed for up to 300 ms (its
 * fallback throttle), which cost a page's first load a third of a second per
 * suspension (docs/bench.md, cold loads).
 */
export function lazyPart<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  fallback: ReactNode = null,
): LazyComponent<C> {
  let loaded: C | undefined;
  let loading: Promise<C> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        loading = undefined; // a chunk that failed to arrive is asked for again next time
        throw error;
      },
    ));
  const Part = (props: ComponentProps<C>) => {
    const [Shown, setShown] = useState<AnyComponent | undefined>(() => loaded);
    const [, fail] = useState();
    useEffect(() => {
      if (Shown) return;
      let live = true;
      preload().then(
        (component) => live && setShown(() => component),
        (error: unknown) =>
          live &&
          fail(() => {
            throw error; // to the nearest error boundary, as React.lazy does
          }),
      );
      return () => {
        live = false;
      };
    }, [Shown]);
    return Shown ? <Shown {...props} /> : fallback;
  };
  return Object.assign(Part, { preload });
}

/**
 * A page loaded when first shown (`lazyPart` with react-admin's spinner meanwhile).
 * `paths` are the addresses that show it (react-router patterns): `preloadPage`
 * starts loading the page of the address the browser opened while the session is
 * checked, instead of after.
 */
export function lazyPage<C extends AnyComponent>(
  load: () => Promise<{ default: C }>,
  ...paths: string[]
): LazyComponent<C> {
  const page = lazyPart(load, <Loading />);
  for (const path of paths) pagesByPath.push({ path, preload: page.preload });
  return page;
}

/** Starts loading the page registered for `pathname`; false when none is. */
export function preloadPage(pathname: string): boolean {
  const found = pagesByPath.find(({ path }) => matchPath(path, pathname));
  if (found) void found.preload().catch(() => undefined); // the page reports it when shown
  return Boolean(found);
}

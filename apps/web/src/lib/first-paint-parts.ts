import { type ComponentType, createElement, lazy, useState } from 'react';

/**
 * Issue 33: the parts of the menu's first paint whose modules load apart from the first load
 * (decision 089). The server renders them whole; until its module is in, React leaves such a
 * part the server's markup, and the boundary around it is not hydrated yet: a tap inside it was
 * dropped, and any navigation (a category chip) waited for the module. `main.tsx` loads every
 * one of them before it hydrates, while the loader still keeps the guest's taps (decision 058).
 */
const loaders: (() => Promise<unknown>)[] = [];

/**
 * A lazily loaded component that the server renders in the first paint. Once its module is in,
 * a new mount renders it at once, without suspending; each mount keeps the type it started with,
 * so a part never mounts twice because its module arrived.
 */
export function firstPaintPart<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  const loading = () =>
    load().then((component) => {
      loaded = component;
      return { default: component };
    });
  loaders.push(loading);
  const Lazy = lazy(loading);
  return function FirstPaintPart(props: P) {
    const [type] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return createElement(type, props);
  };
}

/** Loads the module of every first-paint part; settles (never rejects) once each has or has failed. */
export const loadFirstPaintParts = (): Promise<unknown> => Promise.allSettled(loaders.map((load) => load()));

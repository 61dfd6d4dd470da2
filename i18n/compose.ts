/** One area's messages: `app.<area>.*` and the names and fields of its resources. */
type Area = { app?: object; resources?: object };

type Part<A, K extends keyof Area> = A extends Record<K, infer P> ? P : never;
type Both<U> = (U extends unknown ? (part: U) => void : never) extends (part: infer I) => void
  ? I
  : never;

/** The messages of several areas as one tree; the type keeps every key of every area. */
export type Composed<Areas extends readonly Area[]> = {
  app: Both<Part<Areas[number], 'app'>>;
  resources: Both<Part<Areas[number], 'resources'>>;
};

export const compose = <const Areas extends readonly Area[]>(...areas: Areas): Composed<Areas> =>
  ({
    app: Object.assign({}, ...areas.map((area) => area.app)),
    resources: Object.assign({}, ...areas.map((area) => area.resources)),
  }) as Composed<Areas>;

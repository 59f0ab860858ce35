// A store over an attribute of <html>, for useSyncExternalStore: the pre-paint script and the
// head script's custom elements write the attribute (src/browser/inline), React reads it. So
// every island starts from the state the page was drawn in, and the server render uses `serverValue`.

export interface AttributeStore<T> {
  subscribe(onChange: () => void): () => void;
  get(): T;
  server(): T;
}

export function htmlAttributeStore<T>(
  name: string,
  parse: (value: string | null) => T,
  serverValue: T,
): AttributeStore<T> {
  return {
    subscribe(onChange) {
      const observer = new MutationObserver(onChange);
      observer.observe(document.documentElement, { attributes: true, attributeFilter: [name] });
      return () => observer.disconnect();
    },
    get: () => parse(document.documentElement.getAttribute(name)),
    server: () => serverValue,
  };
}

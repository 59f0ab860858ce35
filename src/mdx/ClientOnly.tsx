import React, { useEffect, useState } from 'react';

/**
 * Loads an interactive widget's code only on pages that use it, after hydration, so the
 * shared page bundle stays small. Used for tools such as the colour generator.
 */
export function lazyClientComponent<P extends object>(load: () => Promise<{ default: React.ComponentType<P> }>, label: string) {
  function ClientComponent(props: P) {
    const [Component, setComponent] = useState<React.ComponentType<P> | null>(null);
    useEffect(() => {
      let alive = true;
      load().then((mod) => alive && setComponent(() => mod.default));
      return () => {
        alive = false;
      };
    }, []);
    if (!Component) return <div className="client-only-loading" aria-busy="true" aria-label={label} />;
    return <Component {...props} />;
  }
  return ClientComponent;
}

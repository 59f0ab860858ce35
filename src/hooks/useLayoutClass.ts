import { useEffect, useState } from 'react';
import { layoutClassFor, type LayoutClass } from '../lib/layout';

/** 'ssr' on the server and first render, then 'desktop' or 'mobile', kept up to date. */
export function useLayoutClass(): LayoutClass {
  const [value, setValue] = useState<LayoutClass>('ssr');
  useEffect(() => {
    const update = () => setValue(layoutClassFor(window.innerWidth));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return value;
}

import { useEffect, useRef, useState } from 'react';
import { navbarHidden } from '../lib/layout';

/** Hides the navbar while the reader scrolls down and shows it again on scroll up. */
export function useHideableNavbar(ref: React.RefObject<HTMLElement>): boolean {
  const [hidden, setHidden] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        const height = ref.current?.offsetHeight ?? 60;
        setHidden((was) => navbarHidden(last.current, y, height, was));
        last.current = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [ref]);
  return hidden;
}

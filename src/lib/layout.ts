/** Desktop above this width, mobile at or below (spec section 9). */
export const DESKTOP_BREAKPOINT = 996;

export type LayoutClass = 'desktop' | 'mobile' | 'ssr';

export function layoutClassFor(width: number | null): LayoutClass {
  if (width === null) return 'ssr';
  return width > DESKTOP_BREAKPOINT ? 'desktop' : 'mobile';
}

/** Whether the navbar should hide: scrolling down past its height hides it, up shows it. */
export function navbarHidden(previousY: number, currentY: number, navbarHeight: number, wasHidden: boolean): boolean {
  if (currentY < navbarHeight) return false;
  if (currentY > previousY) return true;
  if (currentY < previousY) return false;
  return wasHidden;
}

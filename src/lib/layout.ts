/** Desktop above this width, mobile at or below (spec section 9): the CSS breakpoints, and the
 * width at which the small-screen menu closes. */
export const DESKTOP_BREAKPOINT = 996;

/** Desktop above this width, mobile at or below: the CSS breakpoints (`max-width: 996px` in
 * src/styles and the components' CSS), and the width at which the small-screen menu closes. */
export const DESKTOP_BREAKPOINT = 996;

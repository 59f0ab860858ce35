/** The small-screen menu's id: the navbar's menu button names it in `aria-controls`. */
export const MOBILE_MENU_ID = 'mobile-menu';

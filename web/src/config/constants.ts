/** Business constants of the shell (spec §9). One place, so screens never repeat a number. */

/** Width (px) under which the header collapses into the side menu (Tailwind's `md`). */
export const MOBILE_BREAKPOINT_PX = 768;

/** The fixed support link to the messaging app (spec §1: "the link is fixed"). */
export const SUPPORT_CHAT_URL = 'https://wa.me/34900123456';

export const COOKIE_CONSENT_KEY = 'cookie-consent';
export const COOKIE_BANNER_DELAY_MS = 1000;

export const TOOLTIP_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;

/** For a Radix NavigationMenu with submenus (spec §9): open and skip delay; Radix fixes its close delay at 150 ms. */
export const NAV_HOVER_DELAY_MS = 200;
export const NAV_SKIP_DELAY_MS = 300;

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_HOTKEY = ['F8'];

/** The cart badge shows the count up to this value, then `${CART_BADGE_MAX}+`. */
export const CART_BADGE_MAX = 99;

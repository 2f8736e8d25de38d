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

/** Testimonial carousel (spec §4; ARCHITECTURE §11 settles the interval at 6000 ms). */
export const CAROUSEL_INTERVAL_MS = 6000;
/** Controls are locked this long while a slide changes. */
export const CAROUSEL_LOCK_MS = 300;

// The free-shipping threshold, shipping fees, VAT rates, checkout countries and currency rates are
// contract rules: the web imports them from @lumina/contracts (pricing/), never re-declares them.

/** Add-to-cart quantity bounds (spec §5). */
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 99;

/** Page sizes and list limits (spec §9). */
export const CATEGORY_PAGE_SIZE = 12;
export const FEATURED_PRODUCTS_LIMIT = 8;
export const RELATED_PRODUCTS_LIMIT = 4;
export const PRODUCT_GALLERY_THUMBNAILS = 4;

/**
 * The language of merchant-written product titles and descriptions, which stay as written: the
 * catalogue records none per product, so its default. Marked with `lang` so screen readers read
 * them in it and browsers do not offer to translate them as the page's language.
 */
export const PRODUCT_TEXT_LANGUAGE = 'en';
/** Loading skeletons of a product listing (spec §2: 9 on category and search pages). */
export const LISTING_SKELETON_COUNT = 9;

/**
 * The smart-lighting partner brand of the home banner (spec §1), as the demo catalogue seeds it
 * (services/catalog seed: PARTNER_BRAND_SLUG). The search link presets `brand=<slug>`.
 */
export const PARTNER_BRAND = { name: 'Aurelia Smart', slug: 'aurelia-smart' } as const;

/** The hero's category teasers, in order; each says 'from' the category's lowest listed price (GET /api/categories). */
export const CATEGORY_TEASER_SLUGS = ['led-bulbs', 'wall-sconces', 'ceiling-lights', 'smart-lighting', 'pendant-lights'] as const;

/** Where checkout keeps the last order number for the confirmation page (spec §2, §4). */
export const LAST_ORDER_STORAGE_KEY = 'lastOrderNumber';

/** Estimated delivery shown on the confirmation page, in business days (spec §9). */
export const DELIVERY_DAYS_MIN = 5;
export const DELIVERY_DAYS_MAX = 7;

/** Search (spec §4, §9): the address follows the typed term after this pause. */
export const SEARCH_DEBOUNCE_MS = 500;
/** Products per page of search results (the category page uses CATEGORY_PAGE_SIZE). */
export const SEARCH_PAGE_SIZE = 12;
/** The filter sidebar lists at most this many categories (spec §9); the brand list scrolls instead. */
export const FILTER_CATEGORY_LIMIT = 8;

/** Names shown across the product. The spec leaves the product name open ('Welcome to {product}'). */
export const PRODUCT_NAME = 'Intervia';
export const ASSISTANT_NAME = 'Iris';
export const PRODUCT_TAGLINE = 'BORN IN AI. NOT BOLTED ON.';
export const PRODUCT_WELCOME_LINE = 'Empowering your interview preparation journey with AI';
/** The spec's copyright year, the site's first: the footer runs it on to the current year. */
export const COPYRIGHT_FIRST_YEAR = 2025;

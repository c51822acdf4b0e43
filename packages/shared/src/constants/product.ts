/** Names shown across the product. The spec leaves the product name open ('Welcome to {product}'). */
export const PRODUCT_NAME = 'Intervia';
export const ASSISTANT_NAME = 'Iris';
export const PRODUCT_TAGLINE = 'BORN IN AI. NOT BOLTED ON.';
export const PRODUCT_WELCOME_LINE = 'Empowering your interview preparation journey with AI';
export const COPYRIGHT_YEAR = 2025;

/** The product version (docs/behaviour.md §9). */
export const APP_VERSION = '1.0.0';
/** The product version code (docs/behaviour.md §9). */
export const APP_VERSION_CODE = 100;

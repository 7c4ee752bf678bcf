/** The product version (seed §9). */
export const APP_VERSION = '1.0.0';
/** The product version code (seed §9). */
export const APP_VERSION_CODE = 100;

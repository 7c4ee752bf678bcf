import { installBridge } from '@kanqiu/bridge';

/** The app's one bridge to the native host (a fake one in the consumer test). */
export const bridge = installBridge();

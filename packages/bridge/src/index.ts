export type { Bridge, BridgeOptions } from './bridge';
export { installBridge } from './bridge';
export type { BridgeLogger } from './bridge-logger';
export type {
  AndroidHost,
  BridgeStorage,
  BridgeWindow,
  WebkitHost,
  WebkitMessageHandler,
} from './bridge-window';
export { hasNativeHost } from './bridge-window';
export type { Device, DeviceNavigator } from './device';
export { DEVICES, detectDevice, detectNavigatorDevice, getDevice } from './device';
export type { HostFunctionName, HostHandlers } from './host-function';
export { HOST_CALL_QUEUE_LIMIT, HOST_FUNCTION_NAMES } from './host-function';
export type { AdvertMessage, MatchId, NativeCallName, NativeCalls } from './native-call';
export { NATIVE_CALL_NAMES } from './native-call';
export type { NativeCaller } from './native-caller';

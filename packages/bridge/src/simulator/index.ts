export type { SimulatedPlatform } from './fake-host';
export type { HostSimulator, HostSimulatorOptions } from './host-simulator';
export { installHostSimulator } from './host-simulator';
export type { SimulatorDirection, SimulatorEntry } from './simulator-entry';
export { SIMULATOR_LOG_LIMIT, SIMULATOR_TEXT_LIMIT } from './simulator-entry';
export { SIMULATOR_ELEMENT_ID } from './simulator-panel';

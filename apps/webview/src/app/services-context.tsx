import { Provider } from 'jotai/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { AppServices } from './services';

const ServicesContext = createContext<AppServices | null>(null);

/** Provides the app's services and their jotai store to the pages. */
export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return (
    <ServicesContext.Provider value={services}>
      <Provider store={services.store}>{children}</Provider>
    </ServicesContext.Provider>
  );
}

/** The app's services. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside <ServicesProvider>.');
  return services;
}

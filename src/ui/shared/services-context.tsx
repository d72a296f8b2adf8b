import { createContext, useContext } from 'react';
import type { AppServices } from '../../application/app-services';

const ServicesContext = createContext<AppServices | null>(null);

export const ServicesProvider = ServicesContext.Provider;

/** The wired services of the composition root, for components that need an input port. */
export function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used inside ServicesProvider');
  return services;
}

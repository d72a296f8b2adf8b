import { createAppServices } from './composition/create-app-services';
import { readAppConfig } from './composition/app-config';
import { renderApp } from './ui/render-app';

// The entry point is the only place that reads the environment and browser globals
// before handing a fully wired set of services to the UI.
const services = createAppServices(readAppConfig(import.meta.env), window.localStorage);
renderApp(document.getElementById('root'), services);

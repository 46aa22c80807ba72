import { startEachTestOn } from './clock';
import { setUpTestServer } from './http-server';
import { setUpToaster } from './toasts';

/**
 * What a test of code that calls the API sets up: the loopback server the fetch helper talks to
 * and the Toaster showing what it raises; with `startOn`, each test also starts on that instant
 * (see startEachTestOn).
 */
export function setUpApiTest(options: { startOn?: string } = {}) {
  const server = setUpTestServer();
  if (options.startOn) startEachTestOn(options.startOn);
  const toaster = setUpToaster();
  return { server, toaster };
}

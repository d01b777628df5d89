import { unpackChromium } from './chromium';

/** Before any worker starts: the chosen browser is there to launch. */
export default async function globalSetup(): Promise<void> {
  await unpackChromium();
}

// End-to-end tests drive the system Chromium (Playwright cannot download its own browser here).
// Installs Debian's package when it is missing and we are root; otherwise explains what to do.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

if (process.getuid?.() === 0) {
  console.log('Chromium est absent : installation du paquet Debian « chromium »…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (existsSync(path)) process.exit(0);
}
console.error(
  `Chromium introuvable (${path}). Installez-le (sudo apt-get install -y chromium) ou indiquez CHROMIUM_PATH.`,
);
process.exit(1);

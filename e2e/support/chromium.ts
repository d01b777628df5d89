import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LaunchOptions } from '@playwright/test';

// The one place that chooses the browser of the journeys, so that a fresh clone needs nothing
// but npm: the machine's Chromium when it has one (CHROMIUM_PATH, else Debian's
// /usr/bin/chromium), else the one inside the npm package @sparticuz/chromium, a headless
// Chromium with its own libraries and fonts, shipped compressed and unpacked once.

/** What every run needs: root in a container (no sandbox), no GPU, and none of the background
 * calls to Google that the machines' closed network refuses, many at a time. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Glyph widths unrounded: the npm Chromium (a headless shell) hints fonts fully and rounds
  // every width to whole pixels (`Đã thanh toán` 72 px against 67.47 px in Debian's), so a
  // print measured in one browser wrapped otherwise in the other. With no hinting both agree.
  '--font-render-hinting=none',
];

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** The npm package: its folder and version. */
function npmPackage(): { dir: string; version: string } {
  // Its exports have no ./package.json: from its entry point, build/cjs/index.cjs, two up.
  const entry = createRequire(import.meta.url).resolve('@sparticuz/chromium');
  const dir = path.resolve(path.dirname(entry), '../..');
  const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return { dir, version };
}

/**
 * Where the npm Chromium is unpacked: a folder per version under node_modules/.cache, which
 * goes with the install (`npm ci` starts it afresh). The package itself unpacks to
 * /tmp/chromium and reuses whatever is there, another version's or a half-written one.
 */
function npmChromiumDir(): string {
  const { dir, version } = npmPackage();
  // dir is node_modules/@sparticuz/chromium.
  return path.resolve(dir, '../../.cache/sparticuz-chromium', version);
}

/**
 * The browser to launch, known without unpacking anything. `CHROMIUM_PATH=npm` takes the npm
 * one on a machine that has its own, to try what a fresh machine runs.
 */
export function chosenChromium(): { executablePath: string; fromNpm: boolean } {
  const given = process.env.CHROMIUM_PATH;
  if (given && given !== 'npm') return { executablePath: given, fromNpm: false };
  if (!given && existsSync(SYSTEM_CHROMIUM))
    return { executablePath: SYSTEM_CHROMIUM, fromNpm: false };
  return { executablePath: path.join(npmChromiumDir(), 'chromium'), fromNpm: true };
}

/** Playwright's launch options for the chosen browser. */
export function chromiumLaunchOptions(): LaunchOptions {
  return launchOptionsOf(chosenChromium());
}

/**
 * Every Chromium this machine can run, with the options the journeys launch it with: the npm
 * one always (unpacked by globalSetup when it is the chosen one, else here), Debian's when it
 * is installed. A print that must fit its sheet in any browser is measured in each.
 */
export async function everyChromium(): Promise<{ name: string; options: LaunchOptions }[]> {
  const npm = path.join(npmChromiumDir(), 'chromium');
  if (!existsSync(npm)) await unpackNpmChromium(npm);
  const found = [{ name: 'npm', options: launchOptionsOf({ executablePath: npm, fromNpm: true }) }];
  if (existsSync(SYSTEM_CHROMIUM)) {
    const debian = { executablePath: SYSTEM_CHROMIUM, fromNpm: false };
    found.push({ name: 'Debian', options: launchOptionsOf(debian) });
  }
  return found;
}

function launchOptionsOf({
  executablePath,
  fromNpm,
}: {
  executablePath: string;
  fromNpm: boolean;
}): LaunchOptions {
  // The package's own `chromium.args` are for AWS Lambda: one process for all, web security
  // off, WebGL through SwiftShader. The journeys want the browser a clerk has, and it starts
  // here with our flags alone.
  const options: LaunchOptions = { executablePath, args: CHROMIUM_FLAGS };
  if (!fromNpm) return options;
  // Its fonts (Open Sans, with the Vietnamese letters) first, then the machine's if it has
  // any: a machine with no font package still draws the receipts' text.
  const fontconfig = path.join(path.dirname(executablePath), 'fonts.conf');
  return { ...options, env: { ...process.env, FONTCONFIG_FILE: fontconfig } };
}

/**
 * Unpacks the npm Chromium if it is the chosen one and not unpacked yet; run once before the
 * workers start (Playwright's globalSetup), since unpacking is asynchronous and the config is
 * not. Unpacked in a folder of its own, then renamed into place: a run stopped half-way, or
 * two runs at once, never leave a broken browser behind.
 */
export async function unpackChromium(): Promise<string> {
  const { executablePath, fromNpm } = chosenChromium();
  if (!fromNpm || existsSync(executablePath)) return executablePath;
  return unpackNpmChromium(executablePath);
}

/** Unpacks the npm Chromium to `executablePath`'s folder (see unpackChromium). */
async function unpackNpmChromium(executablePath: string): Promise<string> {
  const target = path.dirname(executablePath);
  mkdirSync(path.dirname(target), { recursive: true });
  const staging = mkdtempSync(`${target}-`);
  // The package unpacks into os.tmpdir(), which reads TMPDIR at each call.
  const tmpdir = process.env.TMPDIR;
  process.env.TMPDIR = staging;
  try {
    const { default: Chromium } = await import('@sparticuz/chromium');
    await Chromium.executablePath();
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = tmpdir;
  }
  writeFileSync(
    path.join(staging, 'fonts.conf'),
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${target}/fonts/fonts</dir>
  <cachedir>${target}/fonts-cache</cachedir>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
</fontconfig>
`,
  );
  try {
    renameSync(staging, target);
  } catch (error) {
    // Another run got there first: its browser is the same version.
    if (!existsSync(executablePath)) throw error;
    rmSync(staging, { recursive: true, force: true });
  }
  return executablePath;
}

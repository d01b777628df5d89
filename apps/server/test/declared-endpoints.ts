import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Endpoint, FileEndpoint } from '@depot/shared/api/contract';

const sharedSrc = path.resolve(import.meta.dirname, '../../../packages/shared/src');

/** A declaration of the API contract, named `file: api.key` for the test's messages. */
export type Declared = (Endpoint | FileEndpoint) & { name: string };

/**
 * Every endpoint of every `…Api` object exported by a contract file
 * (packages/shared/src/**\/*.contract.ts), in a stable order.
 */
export async function declaredEndpoints(): Promise<Declared[]> {
  const files = readdirSync(sharedSrc, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.contract.ts'))
    .sort();
  const found: Declared[] = [];
  for (const file of files) {
    const exports = (await import(pathToFileURL(path.join(sharedSrc, file)).href)) as Record<
      string,
      unknown
    >;
    for (const [apiName, api] of Object.entries(exports)) {
      if (!apiName.endsWith('Api')) continue;
      for (const [key, declared] of Object.entries(api as Record<string, Endpoint>)) {
        found.push({ ...declared, name: `${file}: ${apiName}.${key}` });
      }
    }
  }
  return found;
}

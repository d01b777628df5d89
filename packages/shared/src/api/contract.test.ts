import { describe, expect, it } from 'vitest';
import { endpointPath } from './contract';

describe('endpointPath', () => {
  it('fills each :name from the params, encoded', () => {
    expect(endpointPath('/payments/:id/void', { id: 42 })).toBe('/payments/42/void');
    expect(endpointPath('/backups/:name/download', { name: 'a b/c' })).toBe(
      '/backups/a%20b%2Fc/download',
    );
    expect(endpointPath('/payments', undefined)).toBe('/payments');
  });

  it('refuses a path whose parameter is missing', () => {
    expect(() => endpointPath('/payments/:id', {})).toThrow('Thiếu tham số id');
  });
});

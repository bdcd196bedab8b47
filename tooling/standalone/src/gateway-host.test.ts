import { describe, expect, it } from 'vitest';
import { gatewayHost } from './gateway-host.ts';

describe('the standalone gateway address', () => {
  it('is loopback unless HOST says otherwise', () => {
    expect(gatewayHost({})).toBe('127.0.0.1');
    expect(gatewayHost({ HOST: '' })).toBe('127.0.0.1');
    expect(gatewayHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });
});

import { describe, expect, it } from 'vitest';
import { networkOf } from './network-of.js';

describe('the network of a client address', () => {
  it('is an IPv4 address itself, mapped into IPv6 or not', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is the /64 of an IPv6 address, however it is written', () => {
    const network = '2001:db8:a:b::/64';
    for (const address of ['2001:db8:a:b::1', '2001:0db8:000a:000b:ffff:1:2:3', '2001:DB8:A:B:0:0:0:9', '2001:db8:a:b:1::', '2001:db8:a:b::1%eth0'])
      expect(networkOf(address)).toBe(network);
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
    expect(networkOf('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(networkOf('2001:db8:a:c::1')).not.toBe(network);
  });

  it('leaves anything else as it is', () => {
    expect(networkOf('unknown')).toBe('unknown');
  });
});

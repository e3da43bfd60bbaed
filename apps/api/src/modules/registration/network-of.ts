import { isIPv4, isIPv6 } from 'node:net';

/** The four hextets of an IPv6 address's network (its /64), each without leading zeros. */
function ipv6Network(address: string): string {
  // A dotted IPv4 tail is the last two hextets.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  const hex = dotted
    ? address.slice(0, dotted.index) + [0, 2].map((at) => ((Number(dotted[at + 1]) << 8) | Number(dotted[at + 2])).toString(16)).join(':')
    : address;
  const [head = '', tail] = hex.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The network a client's address stands for when counting what one client holds: an IPv4 address itself (an
 * IPv4-mapped IPv6 one too), an IPv6 address's /64, since a home or phone is given a whole /64 and may pick any
 * address in it. Anything else (a proxy header that was not an address) is compared as it is.
 */
export function networkOf(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1]!;
  if (isIPv4(address)) return address;
  return isIPv6(address) ? ipv6Network(address.toLowerCase().split('%')[0]!) : address;
}

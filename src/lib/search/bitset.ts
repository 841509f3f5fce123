/**
 * Fixed-size bitsets over document positions. Filters become word-wise AND/OR over N/32 words,
 * which for 10,000 cars is 313 words: far cheaper than testing each document's fields.
 */
export type Bitset = Uint32Array;

const wordsFor = (size: number) => (size + 31) >>> 5;

export function emptySet(size: number): Bitset {
  return new Uint32Array(wordsFor(size));
}

export function fullSet(size: number): Bitset {
  const set = new Uint32Array(wordsFor(size)).fill(0xffffffff);
  const tail = size & 31;
  if (tail) set[set.length - 1] = (1 << tail) - 1;
  return set;
}

export function add(set: Bitset, index: number): void {
  set[index >>> 5]! |= 1 << (index & 31);
}

export function has(set: Bitset, index: number): boolean {
  return (set[index >>> 5]! & (1 << (index & 31))) !== 0;
}

export function andInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= other[i]!;
}

export function andNotInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! &= ~other[i]!;
}

export function orInto(target: Bitset, other: Bitset): void {
  for (let i = 0; i < target.length; i++) target[i]! |= other[i]!;
}

function popcount32(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function count(set: Bitset): number {
  let total = 0;
  for (let i = 0; i < set.length; i++) if (set[i]) total += popcount32(set[i]!);
  return total;
}

/** The members in ascending order. */
export function members(set: Bitset): Int32Array {
  const out = new Int32Array(count(set));
  let n = 0;
  for (let i = 0; i < set.length; i++) {
    let word = set[i]!;
    while (word !== 0) {
      const low = word & -word;
      out[n++] = (i << 5) + 31 - Math.clz32(low);
      word ^= low;
    }
  }
  return out;
}

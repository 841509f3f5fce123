/** Crypto randomness in [0, 1): draws, codes and references are the server's, never Math.random's. */
export const cryptoRandom = (): number => crypto.getRandomValues(new Uint32Array(1))[0]! / 2 ** 32;

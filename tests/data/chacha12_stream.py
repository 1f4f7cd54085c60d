#!/usr/bin/env python3
# Independent reference: ChaCha12 (RFC 7539 quarter round, 64-bit counter, zero nonce) keyed by
# rand_core's seed_from_u64 (PCG32), and rand's f64 StandardUniform ((u64 >> 11) * 2^-53).
M32 = 0xffffffff
M64 = (1 << 64) - 1
def rotl(x, n): return ((x << n) | (x >> (32 - n))) & M32
def qr(s, a, b, c, d):
    s[a] = (s[a] + s[b]) & M32; s[d] = rotl(s[d] ^ s[a], 16)
    s[c] = (s[c] + s[d]) & M32; s[b] = rotl(s[b] ^ s[c], 12)
    s[a] = (s[a] + s[b]) & M32; s[d] = rotl(s[d] ^ s[a], 8)
    s[c] = (s[c] + s[d]) & M32; s[b] = rotl(s[b] ^ s[c], 7)
def block(key, counter, rounds=12):
    st = [0x61707865, 0x3320646e, 0x79622d32, 0x6b206574] + key + [counter & M32, counter >> 32, 0, 0]
    x = st[:]
    for _ in range(rounds // 2):
        qr(x,0,4,8,12); qr(x,1,5,9,13); qr(x,2,6,10,14); qr(x,3,7,11,15)
        qr(x,0,5,10,15); qr(x,1,6,11,12); qr(x,2,7,8,13); qr(x,3,4,9,14)
    return [(a + b) & M32 for a, b in zip(x, st)]
def seed_from_u64(state):
    MUL, INC = 6364136223846793005, 11634580027462260723
    words = []
    for _ in range(8):
        state = (state * MUL + INC) & M64
        xs = (((state >> 18) ^ state) >> 27) & M32
        rot = state >> 59
        words.append(((xs >> rot) | (xs << (32 - rot))) & M32 if rot else xs)
    return words  # little-endian bytes of each u32 -> key words are these u32s
def u64s(seed, n):
    key = seed_from_u64(seed)
    words = []
    c = 0
    while len(words) < 2 * n:
        words += block(key, c); c += 1
    return [words[2*i] | (words[2*i+1] << 32) for i in range(n)]
def uniform(seed, n, lo=0.0, hi=1.0):
    return [lo + (hi - lo) * ((v >> 11) * 2.0**-53) for v in u64s(seed, n)]
# Check the ChaCha20 block function against RFC 7539 2.3.2 is not possible with a 64-bit
# counter layout directly; check the rounds on the RFC 7539 2.1.1 quarter-round vector instead.
s = [0]*16; s[0],s[1],s[2],s[3] = 0x11111111,0x01020304,0x9b8d6f43,0x01234567
qr(s,0,1,2,3); assert s[:4] == [0xea2a92f4,0xcb1cf8ce,0x4581472e,0x5881c4bb], [hex(v) for v in s[:4]]
# ChaCha20 test vector (zero key, zero nonce, counter 0): keystream starts 76 b8 e0 ad.
z = block([0]*8, 0, 20); assert z[0] == 0xade0b876, hex(z[0])
for seed in (0, 42):
    print(seed, [repr(v) for v in uniform(seed, 5)])
print("u64", [hex(v) for v in u64s(42, 3)])

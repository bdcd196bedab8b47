import type { GgufTensor } from './gguf-writer.ts';

// The tensors of the test models: F32 rows computed per row, or random Q4_0 blocks.

/** A small deterministic generator (mulberry32): the same file every run. */
export function randomOf(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296 - 0.5;
  };
}

/** An F32 tensor whose rows (of `dims[0]` values) come from `row(index, values)`. */
export function f32(
  name: string,
  dims: number[],
  row: (index: number, values: Float32Array) => void,
): GgufTensor {
  const width = dims[0] as number;
  const rows = dims.slice(1).reduce((product, dim) => product * dim, 1);
  return {
    name,
    dims,
    ggmlType: 0,
    byteLength: width * rows * 4,
    async fill(write) {
      for (let index = 0; index < rows; index++) {
        const values = new Float32Array(width);
        row(index, values);
        await write(new Uint8Array(values.buffer));
      }
    },
  };
}

/** A Q4_0 tensor of random blocks (32 weights: an f16 scale, then 16 bytes of 4-bit values). */
export function q4(name: string, dims: number[], random: () => number): GgufTensor {
  const blocks = dims.reduce((product, dim) => product * dim, 1) / 32;
  return {
    name,
    dims,
    ggmlType: 2,
    byteLength: blocks * 18,
    async fill(write) {
      const perChunk = 65_536;
      for (let done = 0; done < blocks; done += perChunk) {
        const count = Math.min(perChunk, blocks - done);
        const chunk = Buffer.alloc(count * 18);
        for (let block = 0; block < count; block++) {
          chunk.writeUInt16LE(0x2000, block * 18); // f16 0.0078: small weights keep activations finite
          for (let byte = 2; byte < 18; byte++) chunk[block * 18 + byte] = ((random() + 0.5) * 256) & 0xff;
        }
        await write(chunk);
      }
    },
  };
}

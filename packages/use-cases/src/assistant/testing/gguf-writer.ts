import { once } from 'node:events';
import { createWriteStream } from 'node:fs';

// A GGUF v3 writer for the local model's tests (docs/architecture.md, Local model): tests build a tiny
// random-weight model instead of downloading one. Header, metadata, tensor infos, then the aligned data.

const ALIGNMENT = 32;

export type GgufValue =
  | { type: 'u32'; value: number }
  | { type: 'i32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'string'; value: string }
  | { type: 'strings'; value: readonly string[] }
  | { type: 'f32s'; value: readonly number[] }
  | { type: 'i32s'; value: readonly number[] };

/** One tensor: `dims` fastest-varying first (ggml's ne), its bytes written by `fill` in chunks. */
export interface GgufTensor {
  name: string;
  dims: readonly number[];
  /** ggml type: 0 = F32, 2 = Q4_0. */
  ggmlType: 0 | 2;
  byteLength: number;
  fill(write: (chunk: Uint8Array) => Promise<void>): Promise<void>;
}

const VALUE_TYPE = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9, u64: 10 } as const;

class Bytes {
  private readonly parts: Buffer[] = [];
  length = 0;
  private push(buffer: Buffer) {
    this.parts.push(buffer);
    this.length += buffer.length;
  }
  u32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeUInt32LE(value);
    this.push(buffer);
  }
  i32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeInt32LE(value);
    this.push(buffer);
  }
  f32(value: number) {
    const buffer = Buffer.alloc(4);
    buffer.writeFloatLE(value);
    this.push(buffer);
  }
  u64(value: number) {
    const buffer = Buffer.alloc(8);
    buffer.writeBigUInt64LE(BigInt(value));
    this.push(buffer);
  }
  string(value: string) {
    const text = Buffer.from(value, 'utf8');
    this.u64(text.length);
    this.push(text);
  }
  raw(buffer: Buffer) {
    this.push(buffer);
  }
  toBuffer() {
    return Buffer.concat(this.parts);
  }
}

function writeValue(out: Bytes, entry: GgufValue) {
  switch (entry.type) {
    case 'u32':
      return out.u32(entry.value);
    case 'i32':
      return out.i32(entry.value);
    case 'f32':
      return out.f32(entry.value);
    case 'bool':
      return out.raw(Buffer.from([entry.value ? 1 : 0]));
    case 'string':
      return out.string(entry.value);
    case 'strings':
      out.u32(VALUE_TYPE.string);
      out.u64(entry.value.length);
      for (const item of entry.value) out.string(item);
      return;
    case 'f32s':
    case 'i32s':
      out.u32(entry.type === 'f32s' ? VALUE_TYPE.f32 : VALUE_TYPE.i32);
      out.u64(entry.value.length);
      for (const item of entry.value) entry.type === 'f32s' ? out.f32(item) : out.i32(item);
  }
}

const typeCode = (entry: GgufValue) =>
  entry.type === 'strings' || entry.type === 'f32s' || entry.type === 'i32s'
    ? VALUE_TYPE.array
    : VALUE_TYPE[entry.type];

const padded = (length: number) => Math.ceil(length / ALIGNMENT) * ALIGNMENT;

/** Writes the file; tensor data is streamed, so a model of hundreds of megabytes needs little memory. */
export async function writeGguf(
  path: string,
  metadata: Record<string, GgufValue>,
  tensors: readonly GgufTensor[],
): Promise<void> {
  const head = new Bytes();
  head.raw(Buffer.from('GGUF', 'ascii'));
  head.u32(3);
  head.u64(tensors.length);
  head.u64(Object.keys(metadata).length);
  for (const [key, entry] of Object.entries(metadata)) {
    head.string(key);
    head.u32(typeCode(entry));
    writeValue(head, entry);
  }
  let offset = 0;
  for (const tensor of tensors) {
    head.string(tensor.name);
    head.u32(tensor.dims.length);
    for (const dim of tensor.dims) head.u64(dim);
    head.u32(tensor.ggmlType);
    head.u64(offset);
    offset += padded(tensor.byteLength);
  }
  head.raw(Buffer.alloc(padded(head.length) - head.length));
  const file = createWriteStream(path);
  const write = async (chunk: Uint8Array) => {
    if (!file.write(chunk)) await once(file, 'drain');
  };
  await write(head.toBuffer());
  for (const tensor of tensors) {
    await tensor.fill(write);
    await write(Buffer.alloc(padded(tensor.byteLength) - tensor.byteLength));
  }
  file.end();
  await once(file, 'finish');
}

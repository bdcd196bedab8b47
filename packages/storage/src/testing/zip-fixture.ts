import { deflateRawSync } from 'node:zlib';

/**
 * A small, valid-looking ZIP (tests only) whose central directory declares `sizes` (entry name → uncompressed
 * bytes) while each entry holds 10 real bytes: an archive bomb when a size is huge, an Office file when the
 * names are '[Content_Types].xml' and 'word/…'. `padding` puts that many zero bytes before the first entry.
 */
export function zipDeclaring(sizes: Record<string, number>, padding = 0): Buffer {
  const parts: Buffer[] = [Buffer.alloc(padding)];
  const central: Buffer[] = [];
  let offset = padding;
  for (const [name, size] of Object.entries(sizes)) {
    const data = deflateRawSync(Buffer.alloc(10, 0x41));
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(data.length, 20);
    entry.writeUInt32LE(size, 24);
    entry.writeUInt16LE(nameBytes.length, 28);
    entry.writeUInt32LE(offset, 42);
    parts.push(local, nameBytes, data);
    central.push(entry, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(central.length / 2, 8);
  end.writeUInt16LE(central.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...parts, directory, end]);
}

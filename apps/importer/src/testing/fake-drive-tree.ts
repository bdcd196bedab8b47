import { Readable } from 'node:stream';

// The contents of a fake drive, shared by the fake Google Drive and Microsoft Graph servers. Bodies are
// generated on the fly (text, or bytes after a magic header), so a bench can serve gigabytes from no memory.

export interface FakeNode {
  id: string;
  name: string;
  /** null = child of the drive's root. */
  parentId: string | null;
  /** Further folders the item is also listed in (Drive allows several parents). */
  alsoIn?: string[];
  /** 'folder' for folders; Google-native types are exported by the fake Google server. */
  mimeType: string;
  /** The size the provider states (may lie, to test the streaming limit). */
  size: number;
  /** Bytes actually served; defaults to `size`. */
  servedSize?: number;
  version: number;
  /** Sends this many bytes, then nothing more while keeping the connection open. */
  stallAfter?: number;
  /** First bytes of the body (e.g. '%PDF-1.7\n'); the rest is text filler. */
  header?: string;
}

export class FakeDriveTree {
  readonly nodes = new Map<string, FakeNode>();

  add(node: Omit<FakeNode, 'version'> & { version?: number }): FakeNode {
    const full = { version: 1, ...node };
    this.nodes.set(full.id, full);
    return full;
  }

  children(parentId: string | null): FakeNode[] {
    return [...this.nodes.values()]
      .filter((node) => node.parentId === parentId || (parentId !== null && node.alsoIn?.includes(parentId)))
      .sort(
        (a, b) =>
          (a.mimeType === 'folder' ? 0 : 1) - (b.mimeType === 'folder' ? 0 : 1) ||
          a.name.localeCompare(b.name),
      );
  }

  /** The node's body: deterministic text after its header, exactly `servedSize ?? size` bytes. */
  body(node: FakeNode): Readable {
    const total = node.servedSize ?? node.size;
    const header = Buffer.from(node.header ?? '');
    const line = Buffer.from(`${node.id} ${node.name} lorem ipsum dolor sit amet\n`);
    const chunk = Buffer.alloc(64 * 1024);
    for (let offset = 0; offset < chunk.length; offset += line.length) line.copy(chunk, offset);
    let sent = 0;
    return new Readable({
      read() {
        if (node.stallAfter !== undefined && sent >= node.stallAfter) return;
        if (sent >= total) return void this.push(null);
        let piece: Buffer;
        if (sent < header.length) piece = header.subarray(sent, Math.min(header.length, total));
        else
          piece = chunk.subarray(0, Math.min(chunk.length, total - sent, (node.stallAfter ?? total) - sent));
        sent += piece.length;
        this.push(piece);
      },
    });
  }
}

/**
 * A tree of `files` text files spread over nested folders under one top folder:
 * Top/Folder k/Sub j/file-i.txt. Returns the tree and the top folder's id.
 */
export function buildFolderTree(options: { files: number; fileSize?: number; topName?: string }): {
  tree: FakeDriveTree;
  topId: string;
  expectedPaths: string[];
} {
  const tree = new FakeDriveTree();
  const topName = options.topName ?? 'Grant archive';
  tree.add({ id: 'top', name: topName, parentId: null, mimeType: 'folder', size: 0 });
  const expectedPaths: string[] = [];
  for (let i = 0; i < options.files; i += 1) {
    const folder = `folder-${i % 5}`;
    const sub = `sub-${i % 3}`;
    if (!tree.nodes.has(folder))
      tree.add({ id: folder, name: `Folder ${i % 5}`, parentId: 'top', mimeType: 'folder', size: 0 });
    const subId = `${folder}-${sub}`;
    if (!tree.nodes.has(subId))
      tree.add({ id: subId, name: `Sub ${i % 3}`, parentId: folder, mimeType: 'folder', size: 0 });
    const name = `file-${i}.txt`;
    tree.add({
      id: `file-${i}`,
      name,
      parentId: subId,
      mimeType: 'text/plain',
      size: options.fileSize ?? 300 + i,
    });
    expectedPaths.push(`/${topName}/Folder ${i % 5}/Sub ${i % 3}/${name}`);
  }
  return { tree, topId: 'top', expectedPaths };
}

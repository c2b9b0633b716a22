import { hash } from 'node:crypto';

/**
 * A copy holding exactly its bytes. zlib answers a view into its 16 KB output chunk: kept as is, a
 * 1 KB body would hold the whole chunk in memory.
 */
function ownBytes(buffer: Buffer): Buffer {
  if (buffer.byteOffset === 0 && buffer.byteLength === buffer.buffer.byteLength) return buffer;
  const copy = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(copy);
  return copy;
}

/**
 * Compressed answers by content. The public reads and pages send the same bytes to every visitor
 * until a write changes them, so each distinct body is compressed once per encoding and kept, the
 * least recently used dropped first beyond a byte budget. An entry is found by a SHA-256 of the
 * bytes, so it can never be stale: changed content is a new key.
 */
export class CompressedBodies {
  #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(
    readonly maxBytes = 4 * 1024 * 1024,
    /** Bigger compressed bodies are sent but not kept. */
    readonly maxEntryBytes = 256 * 1024,
  ) {}

  /** `compress(body)`, from the kept copy when the same bytes were compressed with `encoding` before. */
  get(encoding: string, body: Buffer, compress: (body: Buffer) => Buffer): Buffer {
    const key = `${encoding}:${this.#hashOf(body)}`;
    const hit = this.#entries.get(key);
    if (hit) {
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, hit);
      return hit;
    }
    const compressed = compress(body);
    if (compressed.length <= this.maxEntryBytes) {
      this.#entries.set(key, ownBytes(compressed));
      this.#bytes += compressed.length;
      for (const [oldKey, old] of this.#entries) {
        if (this.#bytes <= this.maxBytes) break;
        this.#entries.delete(oldKey);
        this.#bytes -= old.length;
      }
    }
    return compressed;
  }

  /**
   * The body's hash, once per Buffer: an answer sent again as the very same bytes (a composed page
   * kept for a moment) is not hashed again. A Buffer's bytes are not changed once sent.
   */
  #hashes = new WeakMap<Buffer, string>();
  #hashOf(body: Buffer): string {
    let digest = this.#hashes.get(body);
    if (digest === undefined) this.#hashes.set(body, (digest = hash('sha256', body, 'base64')));
    return digest;
  }

  /** Bodies and bytes kept (for tests). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }
}

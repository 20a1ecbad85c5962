import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { assertSafeKey, type Storage } from "./storage.server.ts";

/** Media on local disk, under DATA_DIR/media by default. */
export class LocalStorage implements Storage {
  readonly root: string;

  constructor(root: string) {
    this.root = path.resolve(root);
  }

  private pathOf(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, ...key.split("/"));
  }

  async save(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const file = this.pathOf(key);
    await fsp.mkdir(path.dirname(file), { recursive: true });
    // Written to a temporary name, then linked in place: a reader never sees half a file, and an
    // existing key is never overwritten (link fails with EEXIST).
    const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fsp.writeFile(temporary, data, { flag: "wx" });
    try {
      await fsp.link(temporary, file);
    } finally {
      await fsp.rm(temporary, { force: true });
    }
  }

  async read(key: string) {
    const file = this.pathOf(key);
    try {
      const stat = await fsp.stat(file);
      if (!stat.isFile()) return null;
      return { body: fs.createReadStream(file), size: stat.size };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async delete(keys: string[]): Promise<void> {
    const folders = new Set<string>();
    for (const key of keys) {
      const file = this.pathOf(key);
      await fsp.rm(file, { force: true });
      folders.add(path.dirname(file));
    }
    // Empty image folders go too, so a deleted image leaves nothing behind.
    for (const folder of folders) {
      if (folder !== this.root) await fsp.rmdir(folder).catch(() => {});
    }
  }

  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    const walk = async (dir: string, relative: string) => {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch {
        return;
      }
      for (const entry of entries) {
        const key = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path.join(dir, entry.name), key);
        else if (!entry.name.endsWith(".tmp")) keys.push(key);
      }
    };
    await walk(this.root, "");
    return keys.filter((key) => key.startsWith(prefix)).sort();
  }
}

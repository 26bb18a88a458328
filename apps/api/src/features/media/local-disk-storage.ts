import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import type { MediaStorage } from './media-storage';

/**
 * The media storage on this machine's disk (DATA_DIR/media by default). A file is written under
 * a temporary name and renamed, so a reader never sees half an image.
 */
export function createLocalDiskStorage(root: string): MediaStorage {
  const base = resolve(root);
  const pathOf = (key: string) => {
    const path = resolve(base, key);
    // keys are built from ids; anything reaching outside the folder is a bug, not a file
    if (!path.startsWith(base + sep)) throw new Error(`media key outside the storage: ${key}`);
    return path;
  };
  return {
    async put(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const partial = `${path}.${process.pid}.partial`;
      await writeFile(partial, body);
      await rename(partial, path);
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async removeAll(prefix) {
      await rm(pathOf(prefix), { recursive: true, force: true });
    },
  };
}

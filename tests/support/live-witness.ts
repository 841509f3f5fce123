import { link, mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";

/** Every file of a built site with its inode: a file a rebuild reused is the live site's own inode. */
export async function inodes(dir: string): Promise<Map<string, number>> {
  const files = new Map<string, number>();
  for (const file of await readdir(dir, { recursive: true })) {
    const info = await stat(join(dir, file));
    if (info.isFile()) files.set(file, info.ino);
  }
  return files;
}

/**
 * A witness of a live site: every file hard-linked into `dir` (the same inodes) with its bytes as
 * they are now. Whatever writes into a live file in place, during a rebuild or its swap, shows in
 * the witness afterwards, even once the old site's folder is gone.
 */
export async function witnessLiveSite(liveDir: string, dir: string) {
  await rm(dir, { recursive: true, force: true });
  const bytes = new Map<string, Buffer>();
  for (const [file] of await inodes(liveDir)) {
    await mkdir(dirname(join(dir, file)), { recursive: true });
    await link(join(liveDir, file), join(dir, file));
    bytes.set(file, await readFile(join(dir, file)));
  }
  return {
    /** The files whose bytes changed since the witness was taken. */
    async changedInPlace(): Promise<string[]> {
      const changed: string[] = [];
      for (const [file, before] of bytes) if (!before.equals(await readFile(join(dir, file)))) changed.push(file);
      return changed;
    },
  };
}

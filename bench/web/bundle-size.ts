import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** One chunk of Vite's build manifest (`dist/.vite/manifest.json`, `build.manifest: true`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

export interface InitialLoad {
  /** Output files fetched before the page can render, JavaScript only. */
  files: string[];
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/** The entry chunk's manifest key: the one index.html loads with its module script. */
function entryKey(manifest: Manifest, indexHtml: string): string {
  const src = /<script type="module"[^>]*src="\/([^"]+)"/.exec(indexHtml)?.[1];
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry && manifest[k]?.file === src);
  if (!key)
    throw new Error(`index.html's module script ${src ?? '(none)'} is not a manifest entry`);
  return key;
}

/**
 * What the browser loads before a route renders: index.html's entry chunk and the route's
 * lazy chunks (e.g. the layout and the page), each with its static imports followed to the
 * end. Dynamic imports inside them (a chart, a dialog) load later and are not counted.
 */
export function initialLoad(distDir: string, routeChunks: readonly string[]): InitialLoad {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`no chunk ${key} in the Vite manifest`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey(manifest, indexHtml));
  for (const key of routeChunks) visit(key);

  const chunks = [...seen].map((key) => manifest[key] as ManifestChunk);
  const files = chunks.map((chunk) => chunk.file);
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  const read = (file: string) => readFileSync(join(distDir, file));
  const sum = (list: string[], size: (file: string) => number) =>
    list.reduce((total, file) => total + size(file), 0);
  return {
    files,
    jsBytes: sum(files, (file) => read(file).length),
    jsGzipBytes: sum(files, (file) => gzipSync(read(file), { level: 9 }).length),
    cssGzipBytes: sum(css, (file) => gzipSync(read(file), { level: 9 }).length),
  };
}

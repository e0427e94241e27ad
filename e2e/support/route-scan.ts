/**
 * The app's routes as the file system has them (issue 11 item 14): every `app/**\/route.ts` with the
 * HTTP methods it exports and the guard each method is wrapped in, and every page under
 * `app/[locale]/[device]` with the guard of the page or its layouts. The authorization matrix and the
 * fuzz suite are generated from this list, so a route added tomorrow is tested tomorrow.
 */
import fs from 'node:fs';
import path from 'node:path';

/** `staff:<permission>`: newsroom staff whose role has the permission (lib/auth/permissions.ts, issue 26); `admin` = `staff:staff`.
 *  `token`: only a scraper's bearer token opens it (withMetricsToken, GET /api/metrics); no session does. */
export type Guard = 'admin' | 'user' | 'token' | 'none' | `staff:${'newsroom' | 'editAny' | 'publish' | 'deleteAny' | 'audit' | 'staff'}`;
export type ApiRoute = { file: string; template: string; methods: { method: string; guard: Guard }[] };
export type PageRoute = { file: string; template: string; guard: Guard; isDynamic: boolean };

const APP = path.join(process.cwd(), 'app');
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

function walk(folder: string, name: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...walk(full, name));
    else if (entry.name === name) found.push(full);
  }
  return found;
}

/** `app/api/news/[category]/route.ts` → `/api/news/[category]` (route groups dropped). */
function templateOf(file: string, strip = 0): string {
  const segments = path.relative(APP, path.dirname(file)).split(path.sep).filter((segment) => segment && !/^\(.*\)$/.test(segment));
  return `/${segments.slice(strip).join('/')}`;
}

function guardOf(source: string): Guard {
  if (/\bwithMetricsToken\s*[<(]/.test(source)) return 'token';
  const staff = /\bwithStaff\s*(?:<[^>]*>)?\(\s*\{\s*can:\s*'(\w+)'/.exec(source) ?? /\brequireStaff(?:OrNotFound)?\s*\(\s*(?:[\w.]+)?\s*(?:,?\s*'(\w+)')?\s*\)/.exec(source);
  if (staff) return (staff[1] ?? 'newsroom') === 'staff' ? 'admin' : (`staff:${staff[1] ?? 'newsroom'}` as Guard);
  if (/\bwithAdmin\s*[<(]/.test(source) || /\brequireAdmin\s*\(/.test(source)) return 'admin';
  if (/\bwithUser\s*[<(]/.test(source) || /\brequireUser\s*\(/.test(source)) return 'user';
  return 'none';
}

function resolveImport(specifier: string, fromFile: string): string | undefined {
  const base = specifier.startsWith('@/') ? path.join(process.cwd(), specifier.slice(2)) : path.resolve(path.dirname(fromFile), specifier);
  return [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(candidate));
}

function guardOfExport(specifier: string, name: string, fromFile: string): Guard {
  const target = resolveImport(specifier, fromFile);
  const targetSource = target ? fs.readFileSync(target, 'utf8') : '';
  const definition = new RegExp(`export\\s+const\\s+${name}\\s*=\\s*([^\\n]*)`).exec(targetSource);
  return definition ? guardOf(definition[1]) : 'none';
}

/**
 * The guard of each exported method: `export const GET = withUser(…)`, `export async function GET`,
 * `export { h as PUT } from '…'`, `export { h as GET }`, and destructured exports such as
 * `export const { GET, dynamic } = createSerwistRoute(…)` (the guard is read off the call).
 */
function methodsOf(file: string): { method: string; guard: Guard }[] {
  const source = fs.readFileSync(file, 'utf8');
  const found: { method: string; guard: Guard }[] = [];
  const destructured = [...source.matchAll(/export\s+(?:const|let|var)\s*\{([^}]*)\}\s*=\s*([^;]*)/g)];
  for (const method of METHODS) {
    const fromPattern = destructured.find((match) => match[1].split(',').some((name) => new RegExp(`^\\s*(?:\\w+\\s*:\\s*)?${method}\\s*(?:=.*)?$`).test(name)));
    if (fromPattern) {
      found.push({ method, guard: guardOf(fromPattern[2]) });
      continue;
    }
    const direct = new RegExp(`export\\s+const\\s+${method}\\s*=\\s*([^;]*)`).exec(source);
    if (direct) {
      const value = direct[1].split('\n')[0].trim();
      // `export const POST = addNewsHandler;`: the guard is where the imported handler is defined.
      const imported = /^\w+$/.test(value) ? new RegExp(`import\\s*\\{[^}]*\\b${value}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(source) : null;
      found.push({ method, guard: imported ? guardOfExport(imported[1], value, file) : guardOf(value) });
      continue;
    }
    if (new RegExp(`export\\s+(async\\s+)?function\\s+${method}\\b`).test(source)) {
      found.push({ method, guard: 'none' });
      continue;
    }
    const reexport = new RegExp(`export\\s*\\{[^}]*\\b(\\w+)\\s+as\\s+${method}\\b[^}]*\\}\\s*from\\s*'([^']+)'`).exec(source);
    if (reexport) {
      found.push({ method, guard: guardOfExport(reexport[2], reexport[1], file) });
      continue;
    }
    // `export { handler as GET, handler as POST }` of a handler defined in the file itself.
    const local = new RegExp(`export\\s*\\{[^}]*\\b(\\w+)\\s+as\\s+${method}\\b[^}]*\\}\\s*;?\\s*$`, 'm').exec(source);
    if (local) {
      const definition = new RegExp(`(?:const|function)\\s+${local[1]}\\b([^\\n]*)`).exec(source);
      found.push({ method, guard: definition ? guardOf(definition[1]) : 'none' });
    }
  }
  return found;
}

export function scanApiRoutes(): ApiRoute[] {
  return walk(APP, 'route.ts')
    .map((file) => ({ file: path.relative(process.cwd(), file), template: templateOf(file), methods: methodsOf(file) }))
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** Pages of the public site: `app/[locale]/[device]/x/page.tsx` → `/{locale}/x`; the guard of the page or any layout above it. */
export function scanPages(): PageRoute[] {
  const root = path.join(APP, '[locale]', '[device]');
  return walk(root, 'page.tsx')
    .map((file) => {
      let guard = guardOf(fs.readFileSync(file, 'utf8'));
      for (let folder = path.dirname(file); guard === 'none' && folder.startsWith(root); folder = path.dirname(folder)) {
        const layout = path.join(folder, 'layout.tsx');
        if (fs.existsSync(layout)) guard = guardOf(fs.readFileSync(layout, 'utf8'));
      }
      const template = `/[locale]${templateOf(file, 2) === '/' ? '' : templateOf(file, 2)}`;
      return { file: path.relative(process.cwd(), file), template, guard, isDynamic: /\[/.test(template.slice('/[locale]'.length)) };
    })
    .sort((a, b) => a.template.localeCompare(b.template));
}

/** A concrete URL for a template: sample values for the dynamic segments. */
export function sampleUrl(template: string, values: Record<string, string> = {}): string {
  return template.replace(/\[\[?(?:\.\.\.)?(\w+)\]?\]/g, (_, name: string) => values[name] ?? (name === 'locale' ? 'en' : `sample-${name}`));
}

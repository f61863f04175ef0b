import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALES, isLocale, negotiateLocale, type Locale } from '@lyceum/shared/i18n';

/** Each shipped language's compiled catalogue, as the web build named it: locale -> '/assets/es-1a2b.json'. */
export type CatalogueFiles = Partial<Record<Locale, string>>;

/**
 * The catalogues' file names, read from the build's manifest (apps/web/src/lib/i18n/locale.ts
 * imports each as `new URL('./compiled/<locale>.json', import.meta.url)`). None without a manifest.
 */
export function catalogueFiles(distDir: string): CatalogueFiles {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return {};
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { file?: string }>;
  const files: CatalogueFiles = {};
  for (const locale of LOCALES) {
    const file = manifest[`src/lib/i18n/compiled/${locale}.json`]?.file;
    if (file) files[locale] = `/${file}`;
  }
  return files;
}

/** A cookie's value from a Cookie header; undefined when it is not there. */
function cookie(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return undefined;
}

/**
 * The language the web app will start in for this request, as its initialLocale() chooses: the one
 * it last showed (the cookie beside its localStorage), else the browser's (Accept-Language, the
 * same list as navigator.languages), else English.
 */
export function startingLocale(headers: { cookie?: string; 'accept-language'?: string }): Locale {
  const remembered = cookie(headers.cookie, LOCALE_COOKIE);
  if (isLocale(remembered)) return remembered;
  return negotiateLocale(headers['accept-language']) ?? DEFAULT_LOCALE;
}

/**
 * The `Link` header that starts the catalogue's download with the page rather than once the app's
 * script has run; undefined for English (its texts are in the script). `crossorigin` (anonymous):
 * the same request mode and credentials as the app's `fetch()`, so the browser uses the preloaded
 * response instead of downloading the file a second time.
 */
export function cataloguePreload(files: CatalogueFiles, locale: Locale): string | undefined {
  const file = locale === DEFAULT_LOCALE ? undefined : files[locale];
  return file ? `<${file}>; rel=preload; as=fetch; crossorigin` : undefined;
}

// Builds src/pdf/engine/pdfEngine.js, everything the first PDF loads: pdfmake's printer, pdfkit
// and fontkit without the Node polyfills and optional parts that pdfmake's own browser build
// carries (core-js, crypto-js beyond MD5, iconv-lite's code pages, brotli for WOFF2, PNG/JPEG
// readers, readable-stream, zlib's port), and Roboto Regular and Medium (pdfmake's normal and
// bold; no PDF uses italics) cut down to FONT_CHARACTERS by HarfBuzz's subsetter.
//
// Run `node scripts/pdf-engine/build.mjs` after upgrading pdfmake or editing a file in this
// folder, and commit the result: src/pdf/engine/pdfEngine.test.ts fails while the committed file
// was built from other sources or package versions.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import subsetFont from 'subset-font';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const OUT = path.join(ROOT, 'src/pdf/engine/pdfEngine.js');
const require = createRequire(import.meta.url);
const packageDir = (name, from = ROOT) => path.dirname(require.resolve(`${name}/package.json`, { paths: [from] }));
const PDFKIT = packageDir('@foliojs-fork/pdfkit', packageDir('pdfmake'));
const FONTKIT = packageDir('@foliojs-fork/fontkit', PDFKIT);

/**
 * What the fonts can draw: Spanish (á é í ó ú ü ñ ¿ ¡ º ª ·) and the rest of Latin-1 (× « » the
 * no-break space of formatted amounts), Latin Extended-A and ș ț for names and addresses from
 * elsewhere in Europe, and typographic punctuation (dashes, quotes, •, …, ‰, €, ™, −). Any other
 * character prints as a blank; src/pdf/pdfFonts.test.ts checks the app's own texts.
 */
const FONT_CHARACTERS = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x100, 0x17f],
  [0x218, 0x21b],
  [0x2009],
  [0x2010, 0x2015],
  [0x2018, 0x201e],
  [0x2020, 0x2022],
  [0x2026],
  [0x202f],
  [0x2030],
  [0x2039, 0x203a],
  [0x20ac],
  [0x2122],
  [0x2212],
];
const CHARACTERS = FONT_CHARACTERS.flatMap(([from, to = from]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

/** The OpenType features fontkit applies to Latin text unless told otherwise (no PDF sets fontFeatures). */
const FEATURES = ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern'];

/** The packages whose code the engine carries, as "name@version (licence) folder", for its header. */
function bundledPackages(inputs) {
  const dirs = new Set();
  for (const file of Object.keys(inputs)) {
    const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file.replaceAll('\\', '/'));
    if (m) dirs.add(m[1]);
  }
  return [...dirs]
    .map((dir) => {
      const { name, version, license } = JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8'));
      return `${name}@${version} (${license}) ${dir}`;
    })
    .sort();
}

/** sha256 of this folder's files, so the test can tell a stale engine. */
function sourcesHash(dir = HERE) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(`${path.relative(dir, full).replaceAll('\\', '/')}\n`).update(readFileSync(full));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** pdfmake's own Roboto files (so text measures as it always has), cut down to CHARACTERS. */
async function subsetFonts() {
  const vfs = require(require.resolve('pdfmake/build/vfs_fonts.js', { paths: [ROOT] }));
  const fontkit = require(FONTKIT);
  const fonts = {};
  for (const file of ['Roboto-Regular.ttf', 'Roboto-Medium.ttf']) {
    const original = Buffer.from(vfs[file], 'base64');
    const subset = await subsetFont(original, CHARACTERS, { targetFormat: 'truetype', noHinting: true, keepFeatures: FEATURES });
    assertSameMetrics(file, fontkit.create(original), fontkit.create(subset));
    fonts[file] = subset;
  }
  return fonts;
}

/** Every character the subset keeps is laid out exactly as by the full font, kerning and ligatures included. */
function assertSameMetrics(file, original, subset) {
  for (const key of ['unitsPerEm', 'ascent', 'descent', 'lineGap']) {
    if (original[key] !== subset[key]) throw new Error(`${file}: ${key} ${subset[key]} ≠ ${original[key]}`);
  }
  const samples = [CHARACTERS, 'Factura rectificativa nº 1.ª — «Ferretería López» · 1.234,56 € ×2 ¿fiable? ¡sí! “ffi” AVAWAT To Yo'];
  for (const text of samples) {
    const [a, b] = [original.layout(text), subset.layout(text)];
    const advances = (run) => run.positions.map((p) => `${p.xAdvance},${p.xOffset},${p.yOffset}`).join(' ');
    if (advances(a) !== advances(b) || a.glyphs.length !== b.glyphs.length)
      throw new Error(`${file}: the subset lays out "${text.slice(0, 40)}…" differently`);
  }
  const missing = [...CHARACTERS].filter((ch) => original.hasGlyphForCodePoint(ch.codePointAt(0)) && !subset.hasGlyphForCodePoint(ch.codePointAt(0)));
  if (missing.length) throw new Error(`${file}: the subset lost ${missing.join('')}`);
}

/** Shims for Node modules and optional parts (see shims/), and the data files fontkit and linebreak read at load. */
function enginePlugin(fonts) {
  const shim = (file) => path.join(HERE, 'shims', file);
  const replaced = {
    fs: shim('fs.js'),
    stream: shim('stream.js'),
    zlib: shim('zlib.js'),
    util: shim('util.js'),
    'crypto-js': shim('crypto-js.cjs'),
    'iconv-lite': shim('iconv-lite.cjs'),
    'brotli/decompress': shim('brotli.cjs'),
    'deep-equal': shim('deep-equal.cjs'),
    'png-js': shim('images.cjs'),
    'jpeg-exif': shim('images.cjs'),
  };
  return {
    name: 'pdf-engine',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => {
        if (replaced[args.path]) return { path: replaced[args.path] };
        // crypto-js's parts for the shim: the copy pdfkit depends on.
        if (args.path.startsWith('crypto-js/')) return { path: require.resolve(args.path, { paths: [PDFKIT] }) };
        if (args.path.startsWith('roboto-subset:')) return { path: args.path.slice('roboto-subset:'.length), namespace: 'roboto-subset' };
        return undefined;
      });
      b.onLoad({ filter: /.*/, namespace: 'roboto-subset' }, (args) => ({ contents: fonts[args.path], loader: 'binary' }));
      // `require('fs').readFileSync(__dirname + '/x.trie')` at module load: the file's bytes instead.
      b.onLoad({ filter: /[\\/](fontkit[\\/]index\.js|linebreak[\\/]src[\\/]linebreaker\.js)$/ }, (args) => {
        const dir = path.dirname(args.path);
        const bytes = (file) => readFileSync(path.join(dir, file)).toString('base64');
        const contents = readFileSync(args.path, 'utf8')
          .replace(/require\('fs'\)\.readFileSync\(__dirname \+ '\/(\w+\.trie)'\)/g, (_, file) => `Buffer.from('${bytes(file)}', 'base64')`)
          .replace(/fs\.readFileSync\(__dirname \+ '\/(\w+\.trie)', 'base64'\)/g, (_, file) => `'${bytes(file)}'`);
        if (/readFileSync\(__dirname/.test(contents)) throw new Error(`${args.path} reads a data file this build does not inline`);
        return { contents, loader: 'js' };
      });
    },
  };
}

async function main() {
  const fonts = await subsetFonts();
  const result = await build({
    entryPoints: [path.join(HERE, 'entry.js')],
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    inject: [path.join(HERE, 'shims/buffer.js')],
    // xmldoc asks Node's `global` whether it runs in a browser; pdfkit names data files (the 14 standard
    // fonts, an ICC profile for PDF/A) after `__dirname`, which the fs shim then refuses with a clear error.
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis', __dirname: '"."' },
    plugins: [enginePlugin(fonts)],
    metafile: true,
    write: false,
    logLevel: 'warning',
  });
  const header = [
    '// GENERATED by scripts/pdf-engine/build.mjs: do not edit. The PDF engine (pdfmake, pdfkit, fontkit) with',
    '// Latin subsets of Roboto Regular and Medium (Apache-2.0), and the packages below (with their licences).',
    `// sources: ${sourcesHash()}`,
    ...bundledPackages(result.metafile.inputs).map((p) => `// bundles: ${p}`),
  ].join('\n');
  const code = `${header}\n${result.outputFiles[0].text}`;
  writeFileSync(OUT, code);
  console.log(
    `${path.relative(ROOT, OUT)}: ${(code.length / 1024).toFixed(1)} kB (fonts ${Object.values(fonts)
      .map((f) => `${(f.length / 1024).toFixed(1)} kB`)
      .join(' + ')})`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();

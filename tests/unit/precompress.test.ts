// Precompressed copies: written beside the build folder (never in it), at the best levels, reused when their source
// bytes did not change, removed when their source is gone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { precompress } from '../../scripts/postbuild';
import { precompressedDirOf } from '../../scripts/lib/serveStatic';

test('copies go to the sibling folder, are reused when the bytes are the same, and follow the files that remain', async () => {
  const build = path.join(mkdtempSync(path.join(tmpdir(), 'precompress-')), 'build');
  const copies = precompressedDirOf(build);
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
    writeFileSync(path.join(build, file), content);
  };
  try {
    write('assets/js/1.0123abcd.js', 'console.log(1);'.repeat(200));
    write('docs/intro.html', '<p>intro</p>'.repeat(200));
    write('docs/old.html', '<p>old</p>'.repeat(200));
    write('small.txt', 'too small to compress');
    const first = await precompress(build);
    assert.deepEqual([first.files, first.compressed], [3, 3]);
    assert.equal(brotliDecompressSync(readFileSync(path.join(copies, 'docs/intro.html.br'))).toString(), '<p>intro</p>'.repeat(200));
    assert.equal(gunzipSync(readFileSync(path.join(copies, 'assets/js/1.0123abcd.js.gz'))).toString(), 'console.log(1);'.repeat(200));
    assert.deepEqual(
      readdirSync(build, { recursive: true }).filter((name) => /\.(br|gz)$/.test(String(name))),
      [],
      'nothing compressed inside the build folder',
    );
    assert.ok(!existsSync(path.join(copies, 'small.txt.br')));

    write('docs/intro.html', '<p>changed</p>'.repeat(200));
    rmSync(path.join(build, 'docs/old.html'));
    const second = await precompress(build);
    assert.deepEqual([second.files, second.compressed], [2, 1], 'only the changed file is compressed again');
    assert.equal(brotliDecompressSync(readFileSync(path.join(copies, 'docs/intro.html.br'))).toString(), '<p>changed</p>'.repeat(200));
    assert.ok(!existsSync(path.join(copies, 'docs/old.html.br')), 'the copies of a removed file go');
  } finally {
    rmSync(path.dirname(build), { recursive: true, force: true });
  }
});

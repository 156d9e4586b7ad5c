/** A page whose body is kept from the server HTML gets its content module's data inline on a first load (page-routes). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { inlineKeptContent, readModuleData } from '../../src/plugins/first-load/page-routes/buildData';
import type { PageData } from '../../src/plugins/first-load/page-routes/pageData';

// A chunk in the bundler's format: a content module whose body needs the JSX runtime (never called here).
const chunk = `(self.webpackChunk=self.webpackChunk||[]).push([["7"],{42(e,s,n){n.r(s),n.d(s,{metadata:()=>r,default:()=>x,frontMatter:()=>t,contentTitle:()=>a,toc:()=>c});var r=JSON.parse('{"id":"classes/A","title":"Class: A"}');var i=n(1);let t={sidebar_label:"A"},a=void 0,c=[{value:"Methods",id:"methods",level:2}];function x(){return i.jsx("p",{})}}}]);`;

test('readModuleData reads the exports of a module but its body, without running the body', () => {
  assert.deepEqual(readModuleData([chunk], 42), {
    metadata: { id: 'classes/A', title: 'Class: A' },
    frontMatter: { sidebar_label: 'A' },
    contentTitle: undefined,
    toc: [{ value: 'Methods', id: 'methods', level: 2 }],
  });
  assert.throws(() => readModuleData([chunk], 43), /module 43 is not in its chunks/);
});

test("the first-load copy names the content's data instead of its chunk, under keys of its own; the route data is left as it was", () => {
  const data: PageData = {
    base: '/route-data',
    routes: [
      {
        key: '/api-1',
        path: '/api',
        chunks: { __comp: 'root' },
        routes: [{ key: '/api/classes/A-2', path: '/api/classes/A', chunks: { __comp: 'doc', content: 'body' } }],
      },
    ],
    modules: { root: [['1'], 1], doc: [['2'], 2], body: [['7', '2'], 42] },
    files: { '1': 'assets/js/1.a.js', '2': 'assets/js/2.b.js', '7': 'assets/js/7.c.js' },
  };
  const before = JSON.stringify(data);
  const first = inlineKeptContent(data, (id) => (id === '7' ? chunk : '(self.webpackChunk=self.webpackChunk||[]).push([["2"],{}]);'))!;
  assert.equal(JSON.stringify(data), before, 'the route-data file keeps the content chunk');
  const leaf = first.routes[0].routes![0];
  assert.deepEqual(leaf.chunks, { __comp: 'doc', content: 'body~inline' });
  assert.equal(leaf.key, '/api/classes/A-2~inline');
  assert.deepEqual(Object.keys(first.modules), ['root', 'doc']);
  assert.deepEqual(Object.keys(first.files!), ['1', '2'], 'the body chunk is not fetched');
  assert.deepEqual(Object.keys(first.inline!['body~inline']), ['metadata', 'frontMatter', 'contentTitle', 'toc']);
  const noContent: PageData = { base: '', routes: [{ key: 'k', path: '/p', chunks: { __comp: 'c' } }], modules: {} };
  assert.equal(
    inlineKeptContent(noContent, () => ''),
    undefined,
  );
});

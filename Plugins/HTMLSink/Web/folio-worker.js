// Folio's service worker: reading offline. Registered by folio-offline.js from the folder of an
// issue (or a shelf) served over http(s); its scope is that folder. What it keeps is the build's
// list, offline-files.json (written by the html sink, OfflineFiles.swift), which it reads again
// each time a page tells it the geometry on screen; the worker itself is the same for every build,
// so a new build never waits for a new worker to take over.
//   fresh      files named the same from build to build (index.html, the scripts, style sheets,
//              fonts): network first, the kept copy only when the network fails, so an author
//              under `folio serve` (or a reader online) never sees an old one;
//   hashed     files named by their bytes (articles/HASH.html, thumbnails): a kept copy never goes
//              stale, so it is read first, the network only when none is kept;
//   photos     every file of each photo, narrowest first, read as hashed files; offline, a file not
//              kept is answered with the nearest kept file of the same photo;
//   geometries for each page geometry, the file of each photo its pages need;
//   version    changes whenever a fresh file's bytes do.
// When the page names its geometry: the list is fetched (the kept one offline), every file of it
// and of that geometry not kept yet is kept (the fresh ones again when the version changed), and
// what the list no longer names is dropped. Requests for anything else (the live-reload files of
// `folio serve`, other sites) are not touched.
'use strict';
const SCOPE = self.registration.scope, CACHE = 'folio ' + SCOPE, LIST = 'offline-files.json', AT_ONCE = 6;
const key = (path) => new URL(path, SCOPE).href;
let list = null; // the list in use: its sets, or null when none is kept yet
const use = (raw) => {
  const photoOf = new Map();
  for (const files of raw.photos) for (const file of files) photoOf.set(file, files);
  list = { raw, fresh: new Set(raw.fresh), hashed: new Set(raw.hashed), photoOf };
};
const kept = (cache) => cache.match(key(LIST)).then((response) => response && response.json());
// The kept list, read once when the worker starts; requests wait for it.
let ready = false;
const loading = caches.open(CACHE).then(kept).then((raw) => { if (raw && !list) use(raw); }, () => {})
  .then(() => { ready = true; });

addEventListener('install', () => self.skipWaiting());
addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

// Keeps every file of `paths` that is not kept yet (and the fresh ones again, with `renew`), six
// at a time; a file the network does not give is counted, not fatal. Returns the counts.
async function keep(cache, paths, renew) {
  const queue = [...new Set(paths)];
  let missing = 0;
  const one = async (path) => {
    if (!(renew && list.fresh.has(path)) && (await cache.match(key(path)))) return;
    try {
      const response = await fetch(key(path), { cache: 'no-cache' });
      if (!response.ok) throw new Error(response.status);
      await cache.put(key(path), response);
    } catch (error) {
      missing++;
    }
  };
  const worker = async () => { while (queue.length) await one(queue.shift()); };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  return { files: new Set(paths).size, missing };
}

// The list from the network (kept when it changed), else the kept one; then its files and the
// geometry's photos kept, and what it no longer names dropped.
async function save(geometry) {
  const cache = await caches.open(CACHE), before = await kept(cache).catch(() => null);
  let raw = before, renew = false;
  try {
    const response = await fetch(key(LIST), { cache: 'no-cache' });
    if (response.ok) {
      raw = await response.clone().json();
      renew = !before || before.version !== raw.version;
      await cache.put(key(LIST), response);
    }
  } catch (error) {
    // offline: the kept list
  }
  if (!raw) return { files: 0, missing: 1 };
  use(raw);
  const report = await keep(cache, [...raw.fresh, ...raw.hashed, ...(raw.geometries[geometry] || [])], renew);
  const named = new Set([LIST, ...list.fresh, ...list.hashed, ...list.photoOf.keys()].map(key));
  for (const request of await cache.keys()) if (!named.has(request.url)) await cache.delete(request);
  return report;
}

// The page names the geometry on screen (and numbers its ask); it is told how the save went.
let saving = Promise.resolve();
addEventListener('message', (event) => {
  if (!event.data || !('folioSave' in event.data)) return;
  const { folioSave: geometry, ask } = event.data;
  saving = saving.then(() => save(geometry)).catch(() => ({ files: 0, missing: 1 }))
    .then((report) => event.source.postMessage({ folioSaved: { ...report, ask } }));
  event.waitUntil(saving);
});

addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || !request.url.startsWith(SCOPE) || (ready && !list)) return;
  // The folder itself is its index.html, as a server answers it.
  const path = decodeURI(new URL(request.url).pathname.slice(new URL(SCOPE).pathname.length)) || 'index.html';
  if (!ready) return event.respondWith(loading.then(() => answer(path, request)));
  const how = route(path);
  if (how) event.respondWith(how(path, request));
});

// How the list says to read `path`: network first, kept copy first, or not at all (null).
function route(path) {
  if (!list) return null;
  if (list.fresh.has(path)) return networkFirst;
  return list.hashed.has(path) || list.photoOf.has(path) ? cacheFirst : null;
}

// A request that came before the kept list was read: as the list says, else from the network.
const answer = (path, request) => (route(path) || ((_, r) => fetch(r)))(path, request);

// A file from the network is kept, and the page given the kept copy, not the network's response: a
// response the worker passed on kept it busy until the page had read all of it (seen in Chromium 156).
async function fromNetwork(cache, path, request) {
  const response = await fetch(request);
  if (!response.ok) return response;
  await cache.put(key(path), response);
  return cache.match(key(path));
}

async function networkFirst(path, request) {
  const cache = await caches.open(CACHE);
  try {
    return await fromNetwork(cache, path, request);
  } catch (error) {
    return (await cache.match(key(path))) || Response.error();
  }
}

async function cacheFirst(path, request) {
  const cache = await caches.open(CACHE), found = await cache.match(key(path));
  if (found) return found;
  try {
    return await fromNetwork(cache, path, request);
  } catch (error) {
    for (const other of standIns(path)) {
      const stand = await cache.match(key(other));
      if (stand) return stand;
    }
    return Response.error();
  }
}

// The other files of the photo `path` is a file of, nearest in width first (the wider of two as near).
function standIns(path) {
  const files = list.photoOf.get(path) || [], at = files.indexOf(path);
  return files.filter((file) => file !== path)
    .sort((a, b) => Math.abs(files.indexOf(a) - at) - Math.abs(files.indexOf(b) - at) || files.indexOf(b) - files.indexOf(a));
}

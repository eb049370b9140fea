// Folio's service worker: reading offline. Registered by folio-offline.js from the folder of an
// issue (or a shelf) served over http(s); its scope is that folder. What it keeps is the build's
// list, offline-files.js (written by the html sink, OfflineFiles.swift), which it imports, so a
// build that changes the list changes the worker and the browser installs the new one:
//   fresh      files named the same from build to build (index.html, the scripts, style sheets,
//              fonts): network first, the kept copy only when the network fails, so an author
//              under `folio serve` (or a reader online) never sees an old one;
//   hashed     files named by their bytes (articles/HASH.html, thumbnails): a kept copy never goes
//              stale, so it is read first, the network only when none is kept;
//   photos     every file of each photo, narrowest first, read as hashed files; offline, a file not
//              kept is answered with the nearest kept file of the same photo;
//   geometries for each page geometry, the file of each photo its pages need.
// Installing keeps fresh and hashed; the page then names its geometry (a message) and that
// geometry's photos are kept too. Activating drops what the build no longer lists. Requests for
// anything else (the live-reload files of `folio serve`, other sites) are not touched.
'use strict';
importScripts('offline-files.js');
const LIST = self.folioOffline, SCOPE = self.registration.scope, CACHE = 'folio ' + SCOPE, AT_ONCE = 6;
const fresh = new Set(LIST.fresh), hashed = new Set(LIST.hashed), photoOf = new Map();
for (const files of LIST.photos) for (const file of files) photoOf.set(file, files);
const key = (path) => new URL(path, SCOPE).href;

// Keeps every file of `paths` that is not kept yet (and the fresh ones again, with `renew`), six
// at a time; a file the network does not give is counted, not fatal. Returns the counts.
async function keep(paths, renew) {
  const cache = await caches.open(CACHE), queue = [...new Set(paths)];
  let missing = 0;
  const one = async (path) => {
    if (!(renew && fresh.has(path)) && (await cache.match(key(path)))) return;
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
  return { files: paths.length, missing };
}

addEventListener('install', (event) => {
  self.skipWaiting();
  event.waitUntil(keep([...LIST.fresh, ...LIST.hashed], true));
});

addEventListener('activate', (event) => event.waitUntil((async () => {
  const cache = await caches.open(CACHE), listed = new Set([...fresh, ...hashed, ...photoOf.keys()].map(key));
  for (const request of await cache.keys()) if (!listed.has(request.url)) await cache.delete(request);
  await self.clients.claim();
})()));

// The page names the geometry on screen (and numbers its ask): everything of it is kept, and the page
// told how it went.
let saving = Promise.resolve();
addEventListener('message', (event) => {
  if (!event.data || !('folioSave' in event.data)) return;
  const photos = LIST.geometries[event.data.folioSave] || [], ask = event.data.ask;
  saving = saving.then(() => keep([...LIST.fresh, ...LIST.hashed, ...photos], false))
    .then((report) => event.source.postMessage({ folioSaved: { ...report, ask } }));
  event.waitUntil(saving);
});

addEventListener('fetch', (event) => {
  const request = event.request, url = new URL(request.url);
  if (request.method !== 'GET' || !url.href.startsWith(SCOPE)) return;
  // The folder itself is its index.html, as a server answers it.
  const path = decodeURI(url.pathname.slice(new URL(SCOPE).pathname.length)) || 'index.html';
  if (fresh.has(path)) event.respondWith(networkFirst(path, request));
  else if (hashed.has(path) || photoOf.has(path)) event.respondWith(cacheFirst(path, request));
});

// A file from the network is kept, and the page given the kept copy, not the network's response: a
// response the worker passes on keeps it busy until the page has read all of it, and one the page
// stops reading (a photo it no longer needs) kept the old worker busy for good, so that a new one
// never took over (seen in Chromium 156).
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
  const cache = await caches.open(CACHE), kept = await cache.match(key(path));
  if (kept) return kept;
  try {
    return await fromNetwork(cache, path, request);
  } catch (error) {
    for (const other of standIns(path)) {
      const found = await cache.match(key(other));
      if (found) return found;
    }
    return Response.error();
  }
}

// The other files of the photo `path` is a file of, nearest in width first (the wider of two as near).
function standIns(path) {
  const files = photoOf.get(path) || [], at = files.indexOf(path);
  return files.filter((file) => file !== path)
    .sort((a, b) => Math.abs(files.indexOf(a) - at) - Math.abs(files.indexOf(b) - at) || files.indexOf(b) - files.indexOf(a));
}

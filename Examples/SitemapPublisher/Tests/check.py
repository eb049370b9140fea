#!/usr/bin/env python3
"""Checks what folio-sitemap publishes: usage, check.py FOLIO_SITEMAP CONTENT_FOLDER.

Every expected value comes from the same binary's JSON bundle of the same folder (ids, titles,
authors, summaries, dates) or from the random walks' own scenario files, never from this file.
"""
import json
import os
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
ATOM = "{http://www.w3.org/2005/Atom}"
SITE = "https://example.com/slow-ground/"


def run(folio, *args, site=None, expect=0):
    env = {k: v for k, v in os.environ.items() if k != "FOLIO_SITE_URL"}
    if site is not None:
        env["FOLIO_SITE_URL"] = site
    result = subprocess.run([folio, *args], env=env, capture_output=True, text=True)
    if result.returncode != expect:
        sys.exit(f"check.py: folio-sitemap {' '.join(args)} exited {result.returncode}, not {expect}:\n"
                 f"{result.stdout}{result.stderr}")
    return result


def check(condition, message):
    if not condition:
        sys.exit(f"check.py: FAILED: {message}")


def feed_entries(path):
    feed = ET.parse(path).getroot()
    check(feed.tag == ATOM + "feed", f"{path} is not an Atom feed: {feed.tag}")
    return feed, feed.findall(ATOM + "entry")


def main():
    folio, content = sys.argv[1], sys.argv[2]
    with tempfile.TemporaryDirectory(prefix="folio-sitemap-") as scratch:
        check_all(folio, content, Path(scratch))


def check_all(folio, content, out):

    plugins = run(folio, "plugins").stdout
    check(any(line.split()[:2] == ["publisher", "sitemap"] for line in plugins.splitlines()),
          f"folio-sitemap plugins does not list the sitemap publisher:\n{plugins}")

    # The truth: the JSON bundle of the same folder.
    run(folio, "build", content, "--sink", "json", "--out", str(out / "json"), "--quiet")
    bundle = json.loads((out / "json" / "issue.json").read_text())
    issue, articles = bundle["issue"], bundle["articles"]

    # The site's address without its final slash: the publisher adds it.
    run(folio, "build", content, "--sink", "sitemap", "--out", str(out / "sitemap"), "--quiet", site=SITE[:-1])
    # What the publisher wrote, and the marker folio leaves in every output folder so that a
    # later build never reads it as content (docs/building.md).
    published = sorted(p.name for p in (out / "sitemap").iterdir())
    check(published == [".folio-output", "feed.xml", "robots.txt", "sitemap.xml"],
          f"the sitemap folder holds {published}")

    urlset = ET.parse(out / "sitemap" / "sitemap.xml").getroot()
    check(urlset.tag == SITEMAP + "urlset", f"sitemap.xml's root is {urlset.tag}")
    locs = [url.findtext(SITEMAP + "loc") for url in urlset.findall(SITEMAP + "url")]
    check(locs == [SITE, SITE + "contents.html"], f"sitemap.xml names {locs}")
    newest = issue.get("date") or max((a["date"] for a in articles if a.get("date")), default=None)
    lastmods = [url.findtext(SITEMAP + "lastmod") for url in urlset.findall(SITEMAP + "url")]
    check(lastmods == [newest, newest], f"sitemap.xml's dates are {lastmods}, the issue's {newest}")

    robots = (out / "sitemap" / "robots.txt").read_text().splitlines()
    check(f"Sitemap: {SITE}sitemap.xml" in robots, f"robots.txt does not point to the sitemap: {robots}")

    feed, entries = feed_entries(out / "sitemap" / "feed.xml")
    check(feed.findtext(ATOM + "title") == issue["title"], "the feed's title is not the issue's")
    check(len(entries) == len(articles), f"the feed has {len(entries)} entries for {len(articles)} articles")
    for entry, article in zip(entries, articles):
        link = entry.find(ATOM + "link").get("href")
        check(link == f"{SITE}#/{article['id']}/1", f"entry {article['id']} links to {link}")
        check(entry.findtext(ATOM + "title") == article["title"], f"entry {article['id']}'s title")
        check(entry.findtext(ATOM + "author/" + ATOM + "name") == article.get("author"),
              f"entry {article['id']}'s author")
        check(entry.findtext(ATOM + "summary") == article.get("summary"), f"entry {article['id']}'s summary")

    # Not configured: a plain build leaves the sitemap out; asking for it says what to set.
    run(folio, "build", content, "--sink", "json", "--out", str(out / "plain"), "--quiet")
    refused = run(folio, "build", content, "--sink", "sitemap", "--out", str(out / "none"), expect=1)
    check("FOLIO_SITE_URL" in refused.stderr, f"no site address: {refused.stderr}")
    check(not (out / "none").exists(), "a refused sitemap build wrote its folder")
    wrong = run(folio, "build", content, "--sink", "sitemap", "--out", str(out / "ftp"), site="ftp://x/", expect=1)
    check("'ftp://x/' is not an http or https address" in wrong.stderr, f"a wrong address: {wrong.stderr}")

    # Conformance, as a publisher can: the random walks' synthetic issue, published by the sitemap.
    walks = out / "walks"
    run(folio, "conformance", "--walks", "3", "--seed", "27", "--write", str(walks), "--publish", "sitemap",
        site=SITE)
    shape = json.loads((walks / "walk-001.json").read_text())["shape"]
    _, synthetic = feed_entries(walks / "sitemap" / "feed.xml")
    links = [entry.find(ATOM + "link").get("href") for entry in synthetic]
    check(len(links) == len(shape) and len(set(links)) == len(shape),
          f"the walks' issue has {len(shape)} articles; its feed links {links}")
    print(f"check.py: folio-sitemap published a sitemap, robots.txt and a feed of {len(entries)} articles "
          f"for {content}, and a feed of the walks' {len(shape)} articles")


if __name__ == "__main__":
    main()

import Foundation

/// Validates a bundle's issue.json, and every article file it names, against the bundle's own
/// schema with Python's jsonschema (Draft 2020-12 validator), the validator the test command
/// installs. Article files are checked against the schema's `$defs/articleFile`, and their page
/// maps against what docs/json-bundle.md promises a client and the schema cannot say: one per
/// geometry in `issue.json`'s order with the entry's page count, region starts in strictly
/// increasing order inside the block's plain text (computed as the document defines it), never
/// at a page break, in a column the geometry has, and photo heights that name photo blocks; and
/// each geometry's compact navigation map: one column per article, runs of known patterns that
/// add up to the entry's page count, and every link inside the issue.
public enum SchemaValidator {
    static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        bundle = sys.argv[1]
        problems = []

        def inline_text(runs):
            return "".join(run["text"] if run["type"] in ("text", "code") else "\\n" if run["type"] == "line-break"
                           else inline_text(run["content"]) for run in runs)

        def plain_text(block):
            kind = block["type"]
            if kind in ("heading", "paragraph"): return inline_text(block["content"])
            if kind == "list": return "\\n".join("\\n".join(map(plain_text, item)) for item in block["items"])
            if kind == "quote": return "\\n".join(map(plain_text, block["content"]))
            if kind == "code": return block["text"]
            if kind == "photo": return block.get("caption", block.get("alt", ""))
            return ""

        def page_map_problems(path, article, entry, geometries):
            found = []
            texts = [plain_text(block) for block in article["blocks"]]
            if [m["geometry"] for m in article["pageMaps"]] != [g["name"] for g in geometries]:
                return [path + ": pageMaps are not in the order of issue.json's geometries"]
            for page_map, geometry in zip(article["pageMaps"], geometries):
                where = path + ": " + geometry["name"]
                if len(page_map["pages"]) != entry["pageCounts"].get(geometry["name"]):
                    found.append(where + ": " + str(len(page_map["pages"])) + " pages, not the entry's pageCounts")
                previous = None
                for number, page in enumerate(page_map["pages"]):
                    for region in page["regions"]:
                        start = (region["start"]["block"], region["start"]["offset"])
                        if start[0] >= len(texts) or article["blocks"][start[0]]["type"] == "page-break":
                            found.append(where + " page " + str(number) + ": region starts at no block " + str(start))
                            continue
                        if start[1] > 0 and start[1] >= len(texts[start[0]]):
                            found.append(where + " page " + str(number) + ": offset past the plain text " + str(start))
                        if previous is not None and start <= previous:
                            found.append(where + " page " + str(number) + ": region starts go back " + str(start))
                        if region["column"] >= geometry["columns"]:
                            found.append(where + " page " + str(number) + ": no column " + str(region["column"]))
                        previous = start
                    for photo in page["photos"]:
                        if photo["block"] >= len(texts) or article["blocks"][photo["block"]]["type"] != "photo":
                            found.append(where + " page " + str(number) + ": photo height for a block not a photo")
            return found

        def navigation_problems(document):
            found = []
            entries = document["articles"]
            for geometry in document["geometries"]:
                nav, where = geometry["navigation"], "geometries/" + geometry["name"] + "/navigation"
                if len(nav["strip"]) != len(entries):
                    return [where + ": the strip has " + str(len(nav["strip"])) + " articles, the issue " + str(len(entries))]
                counts = []
                for a, column in enumerate(nav["strip"]):
                    if column >= len(nav["columns"]):
                        return [where + ": article " + str(a) + " names no column " + str(column)]
                    runs = nav["columns"][column]["runs"]
                    if len(runs) % 2 or any(n < 1 for n in runs[0::2]) or any(p >= len(nav["links"]) for p in runs[1::2]):
                        return [where + ": column " + str(column) + " has runs that are not [count >= 1, pattern]"]
                    counts.append(sum(runs[0::2]))
                    if counts[-1] != entries[a]["pageCounts"].get(geometry["name"]):
                        found.append(where + ": article " + str(a) + " has " + str(counts[-1]) + " pages, not its pageCounts")
                    if any(z >= counts[-1] for z in nav["columns"][column]["zoomable"]):
                        found.append(where + ": column " + str(column) + " has a zoomable page past its end")
                for a, column in enumerate(nav["strip"]):
                    runs, page = nav["columns"][column]["runs"], 0
                    for count, pattern in zip(runs[0::2], runs[1::2]):
                        links = nav["links"][pattern]
                        for p in range(page, page + count):
                            for target in list(links["neighbours"].values()) + list(links["reveals"].values()):
                                if target is None:
                                    continue
                                to = (a + target[0], p + target[1] if target[0] == 0 else target[1])
                                if not (0 <= to[0] < len(counts) and 0 <= to[1] < counts[to[0]]):
                                    found.append(where + ": a link from " + str([a, p]) + " leads outside the issue")
                        page += count
            return found[:20]
        document = json.load(open(bundle + "/issue.json", encoding="utf-8"))
        schema_name = document["schema"]
        schema = json.load(open(bundle + "/" + schema_name, encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        errors = [("", e) for e in Draft202012Validator(schema).iter_errors(document)]
        article_schema = dict(schema, **{"$ref": "#/$defs/articleFile"})
        for key in ("type", "required", "properties", "additionalProperties", "title", "description"):
            article_schema.pop(key, None)
        article_validator = Draft202012Validator(article_schema)
        for entry in document.get("articles", []):
            path = entry.get("file") if isinstance(entry, dict) else None
            if not isinstance(path, str):
                continue
            article = json.load(open(bundle + "/" + path, encoding="utf-8"))
            errors += [(path + ":", e) for e in article_validator.iter_errors(article)]
            if isinstance(article, dict) and article.get("id") != entry.get("id"):
                print(path + ": id " + repr(article.get("id")) + " is not the entry's " + repr(entry.get("id")))
                sys.exit(1)
            if not errors:
                problems += page_map_problems(path, article, entry, document["geometries"])
        if not errors:
            problems += navigation_problems(document)
        errors.sort(key=lambda pair: (pair[0], [str(p) for p in pair[1].absolute_path]))
        for problem in problems[:20]:
            print(problem)
        for prefix, error in errors[:20]:
            print(prefix + "/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors or problems else 0)
        """

    /// Runs the validator on the bundle folder: its exit status (0 when valid) and what it printed.
    public static func validate(bundle: URL) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, bundle.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}

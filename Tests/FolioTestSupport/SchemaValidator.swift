import Foundation

/// Validates a bundle's issue.json, and every article file it names, against the bundle's own
/// schema with Python's jsonschema (Draft 2020-12 validator), the validator the test command
/// installs. Article files are checked against the schema's `$defs/articleFile`.
public enum SchemaValidator {
    static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        bundle = sys.argv[1]
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
        errors.sort(key=lambda pair: (pair[0], [str(p) for p in pair[1].absolute_path]))
        for prefix, error in errors[:20]:
            print(prefix + "/".join(map(str, error.absolute_path)) + ": " + error.message)
        sys.exit(1 if errors else 0)
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

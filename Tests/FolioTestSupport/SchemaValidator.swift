import Foundation

/// Validates a bundle's issue.json against the bundle's own schema with Python's jsonschema
/// (Draft 2020-12 validator, with format checking), the validator the test command installs.
public enum SchemaValidator {
    static let script = """
        import json, sys
        from jsonschema import Draft202012Validator
        bundle = sys.argv[1]
        document = json.load(open(bundle + "/issue.json", encoding="utf-8"))
        schema_name = document["schema"]
        schema = json.load(open(bundle + "/" + schema_name, encoding="utf-8"))
        Draft202012Validator.check_schema(schema)
        errors = sorted(Draft202012Validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
        for error in errors[:20]:
            print("/".join(map(str, error.absolute_path)) + ": " + error.message)
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

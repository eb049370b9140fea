import FolioPluginAPI
import Foundation
import Testing

/// Every example of the CommonMark spec, read by Folio's Markdown source and rendered by its
/// HTML fragment renderer, normalised as the spec's `normalize.py` does, is the spec's HTML,
/// or is listed in docs/commonmark-policy.md with the policy that makes it differ.
@Suite struct CommonMarkSpecTests {
    @Test func theSpecFileIsThere() throws {
        let examples = try SpecExample.load()
        #expect(examples.count == 652, "spec.md should hold the 652 examples of CommonMark 0.30/0.31.2")
    }

    @Test func everyExampleMatchesOrIsAListedPolicy() throws {
        let examples = try SpecExample.load()
        let policies = try SpecPolicy.listed()
        var matched = 0
        var differing: [String] = []
        var byPolicy: [SpecPolicy: Int] = [:]
        for example in examples {
            let folio = try FolioRendering(markdown: example.markdown, smartPunctuation: false)
            let got = HTMLNormalizer.normalize(folio.html)
            switch policies[example.number] {
            case nil:
                if got == HTMLNormalizer.normalize(example.html) {
                    matched += 1
                } else {
                    differing.append("\(example.number)")
                    Issue.record(
                        """
                        example \(example.number) (\(example.section)) differs and is not on the policy list
                        markdown: \(example.markdown.debugDescription)
                        spec:     \(HTMLNormalizer.normalize(example.html).debugDescription)
                        folio:    \(got.debugDescription)
                        warnings: \(folio.diagnostics.map(\.message))
                        """)
                }
            case let policy?:
                byPolicy[policy, default: 0] += 1
                #expect(
                    got != HTMLNormalizer.normalize(example.html),
                    "example \(example.number) now matches the spec; take it off the policy list")
                #expect(
                    policy.applies(to: example, diagnostics: folio.diagnostics),
                    "example \(example.number): listed as '\(policy.rawValue)' but the source reported \(folio.diagnostics.map(\.message))"
                )
                let expected = try policy.expected(for: example)
                #expect(
                    policy.comparable(got) == expected,
                    """
                    example \(example.number) differs by more than its policy '\(policy.rawValue)'
                    markdown: \(example.markdown.debugDescription)
                    policy:   \(expected.debugDescription)
                    folio:    \(got.debugDescription)
                    """)
            }
        }
        let listed = byPolicy.sorted { $0.key.rawValue < $1.key.rawValue }.map { "\($0.value) \($0.key.rawValue)" }
        print(
            "CommonMark spec: \(examples.count) examples, \(matched) match, \(byPolicy.values.reduce(0, +)) on the policy list (\(listed.joined(separator: ", "))), \(differing.count) other: \(differing.joined(separator: " "))"
        )
    }

    @Test func theNormalizerFollowsNormalizePy() {
        #expect(
            HTMLNormalizer.normalize("<p>a  <em>b</em>\n</p>\n<ul>\n<li>c</li>\n</ul>")
                == "<p>a <em>b</em></p><ul><li>c</li></ul>")
        #expect(
            HTMLNormalizer.normalize("<a title='x' href=\"&amp;y\">&#39;</a><br />")
                == "<a href=\"&amp;y\" title=\"x\">'</a><br>")
        #expect(HTMLNormalizer.normalize("<pre><code>a\n  b\n</code></pre>") == "<pre><code>a\n  b\n</code></pre>")
    }
}

import Testing
@testable import MarkdownSource
@Test func placeholderMarkdownSourceTests() {}
